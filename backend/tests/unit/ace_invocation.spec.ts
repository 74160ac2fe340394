import { test } from '@japa/runner'
import { aceInvocation } from '#app/cli/ace_invocation'

test.group('aceInvocation', () => {
  test('a checkout advises `node ace`', ({ assert }) => {
    assert.equal(aceInvocation('/srv/barstock/ace.js', '/srv/barstock'), 'node ace')
  })

  test('the container image, which has only the build, advises `node build/ace.js`', ({
    assert,
  }) => {
    assert.equal(aceInvocation('/app/build/ace.js', '/app'), 'node build/ace.js')
  })

  test('started from another folder, the advice names the script by its full path', ({
    assert,
  }) => {
    assert.equal(aceInvocation('/app/build/ace.js', '/home/owner'), 'node /app/build/ace.js')
  })
})
