import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { id, MAX_ID, text } from '#app/validation/rules'

const idValidator = vine.create({ id: id() })
const textValidator = vine.create({
  line: text().optional(),
  note: text({ multiline: true }).optional(),
})

test.group('Kernel rules: id()', () => {
  test('accepts a positive integer or its plain decimal string', async ({ assert }) => {
    assert.deepEqual(await idValidator.validate({ id: 12 }), { id: 12 })
    assert.deepEqual(await idValidator.validate({ id: '12' }), { id: 12 })
    assert.deepEqual(await idValidator.validate({ id: MAX_ID }), { id: MAX_ID })
  })

  test('refuses everything else', async ({ assert }) => {
    for (const value of [
      true,
      '  12  ',
      '0x1F',
      '1e3',
      '012',
      1.5,
      0,
      -1,
      MAX_ID + 1,
      '',
      null,
      [1],
      {},
    ]) {
      const [error] = await idValidator.tryValidate({ id: value })
      assert.isNotNull(error, JSON.stringify(value))
    }
  })
})

test.group('Kernel rules: text()', () => {
  test('one-line text refuses every control character, multi-line keeps tab and breaks', async ({
    assert,
  }) => {
    assert.deepEqual(await textValidator.validate({ line: '  Gin  ', note: 'a\n\tb' }), {
      line: 'Gin',
      note: 'a\n\tb',
    })
    for (const line of ['a\u0000', 'a\tb', 'a\nb', 'a\u001bb', 'a\u007fb']) {
      const [error] = await textValidator.tryValidate({ line })
      assert.equal(error?.messages[0].rule, 'controlCharacters', JSON.stringify(line))
    }
    const [error] = await textValidator.tryValidate({ note: 'a\u0000b' })
    assert.equal(error?.messages[0].rule, 'controlCharacters')
  })
})
