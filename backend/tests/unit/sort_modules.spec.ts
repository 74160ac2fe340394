import { test } from '@japa/runner'
import { defineModule } from '#app/modules/define_module'
import { sortModules } from '#app/modules/sort_modules'

const manifest = (name: string, dependsOn: string[] = []) => defineModule({ name, dependsOn })
const names = (list: Array<{ name: string }>) => list.map(({ name }) => name)

test.group('sortModules', () => {
  test('puts every module after the modules it depends on', ({ assert }) => {
    const sorted = sortModules([
      manifest('receiving', ['purchasing']),
      manifest('recipes', ['inventory']),
      manifest('purchasing', ['vendors', 'inventory']),
      manifest('inventory', ['vendors']),
      manifest('vendors'),
    ])

    assert.deepEqual(names(sorted), ['vendors', 'inventory', 'purchasing', 'receiving', 'recipes'])
  })

  test('keeps the registry order for modules that do not depend on each other', ({ assert }) => {
    const sorted = sortModules([
      manifest('reports'),
      manifest('vendors'),
      manifest('integrations'),
      manifest('inventory', ['vendors']),
    ])

    assert.deepEqual(names(sorted), ['reports', 'vendors', 'integrations', 'inventory'])
  })

  test('accepts an empty registry', ({ assert }) => {
    assert.deepEqual(sortModules([]), [])
  })

  test('refuses a dependency cycle and names it', ({ assert }) => {
    assert.throws(
      () =>
        sortModules([
          manifest('vendors', ['purchasing']),
          manifest('inventory', ['vendors']),
          manifest('purchasing', ['inventory']),
        ]),
      'Module dependency cycle: vendors -> purchasing -> inventory -> vendors'
    )
  })

  test('refuses a module that depends on itself', ({ assert }) => {
    assert.throws(() => sortModules([manifest('vendors', ['vendors'])]), /cycle/)
  })

  test('refuses a dependency on a module that is not registered', ({ assert }) => {
    assert.throws(
      () => sortModules([manifest('inventory', ['vendor'])]),
      'Module "inventory" depends on unknown module "vendor"'
    )
  })

  test('refuses the same module registered twice', ({ assert }) => {
    assert.throws(
      () => sortModules([manifest('vendors'), manifest('vendors')]),
      'Module "vendors" is registered twice'
    )
  })
})
