import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { fileURLToPath } from 'node:url'
import { modules } from '#start/modules'
import { checkModules } from '#tests/support/module_rules'

/*
 * The registry parity test (DESIGN §3). It reads the real tree, so a new
 * folder in modules/ that is not wired in, lacks a manifest or reaches into
 * another module fails here with one line per problem.
 */
test.group('Module registry parity', () => {
  test('every module is registered, complete, and imports others only through their public API', async ({
    assert,
  }) => {
    const problems = await checkModules(fileURLToPath(app.appRoot), modules)

    assert.deepEqual(problems, [])
  })
})
