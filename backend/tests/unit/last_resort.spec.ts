import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Logger } from '@adonisjs/core/logger'
import { answerEscapedError } from '#app/http/last_resort'

function recordingLogger() {
  const lines: string[] = []
  const logger = { error: (_data: unknown, message: string) => lines.push(message) }
  return { lines, logger: logger as unknown as Logger }
}

test.group('Last-resort handler', () => {
  test('an error escaping a request answers that request 500 without internals', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    const { lines, logger } = recordingLogger()

    answerEscapedError(logger, 'Uncaught exception', new TypeError('secret detail'), ctx)

    assert.equal(ctx.response.response.statusCode, 500)
    assert.deepEqual(ctx.response.getBody(), { message: 'Internal server error' })
    assert.isTrue(ctx.response.headersSent)
    assert.deepEqual(lines, [
      'Uncaught exception escaped request handling; answered 500 and kept serving',
    ])
  })

  test('an answer already on its way is left alone; outside a request it is only logged', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    ctx.response.status(201).json({ ok: true })
    ctx.response.finish()
    const { lines, logger } = recordingLogger()

    answerEscapedError(logger, 'Unhandled rejection', new Error('late'), ctx)
    answerEscapedError(logger, 'Unhandled rejection', new Error('no request'), null)

    assert.equal(ctx.response.response.statusCode, 201)
    assert.lengthOf(lines, 2)
  })
})
