import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import { assertSafeBody, BodyTooDeepException, MAX_BODY_DEPTH } from '#app/http/body_guard'

function refusal(body: unknown) {
  try {
    assertSafeBody(body)
    return null
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return (error.messages as Array<{ field: string; rule: string }>)[0]
    }
    if (error instanceof BodyTooDeepException) return { field: 'body', rule: 'depth' }
    throw error
  }
}

/* `levels` objects inside each other around a number: `{"a":{"a":1}}` is 2 levels. */
function nested(levels: number): unknown {
  let value: unknown = 1
  for (let level = 0; level < levels; level++) value = { a: value }
  return value
}

test.group('Body guard', () => {
  test('ordinary payloads pass, line breaks and tabs included', ({ assert }) => {
    assert.isNull(
      refusal({
        name: 'Crème de Cassis 🍇',
        notes: 'line one\n\tline two\r\n',
        items: [{ productId: 1, quantity: -0, cost: 1e308 }],
        flags: [true, false, null],
      })
    )
    assert.isNull(refusal(nested(MAX_BODY_DEPTH)))
  })

  test('nesting past the limit is refused without recursion', ({ assert }) => {
    assert.deepEqual(refusal(nested(MAX_BODY_DEPTH + 1)), { field: 'body', rule: 'depth' })
    assert.deepEqual(refusal(nested(100_000)), { field: 'body', rule: 'depth' })
  })

  test('each hostile value is named by its field path', ({ assert }) => {
    assert.deepInclude(refusal({ unitCost: JSON.parse('{"toString":1}') }), {
      field: 'unitCost.toString',
      rule: 'reservedKey',
    })
    assert.deepInclude(refusal(JSON.parse('{"items":[{"__proto__":1}]}')), {
      field: 'items.0.__proto__',
      rule: 'reservedKey',
    })
    assert.deepInclude(refusal({ email: '\ud800' }), { field: 'email', rule: 'unicode' })
    assert.deepInclude(refusal({ ['\udc00']: 'x' }), { field: 'body', rule: 'unicode' })
    assert.deepInclude(refusal({ name: 'a\u0000' }), { field: 'name', rule: 'controlCharacters' })
    assert.deepInclude(refusal({ name: 'a\u007f' }), { field: 'name', rule: 'controlCharacters' })
    assert.deepInclude(refusal({ amount: Infinity }), { field: 'amount', rule: 'number' })
  })
})
