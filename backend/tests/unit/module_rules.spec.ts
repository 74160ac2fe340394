import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  checkImport,
  checkModules,
  importSpecifiers,
  type RegisteredModule,
} from '#tests/support/module_rules'

test.group('importSpecifiers', () => {
  test('finds static, type-only, side-effect, re-exported, dynamic and required imports', ({
    assert,
  }) => {
    const source = `
      import db from '@adonisjs/lucid/services/db'
      import type { Vendor } from '#modules/vendors/server/index'
      import { type Role, ROLES } from '#app/auth/roles'
      import './side_effect.js'
      export { orderTotal } from '../../purchasing/shared/order_totals.js'
      export * from './queries/stock.js'
      const page = () => import('./pages/stock_page')
      const legacy = require('../legacy.cjs')
    `

    assert.deepEqual(importSpecifiers(source), [
      '@adonisjs/lucid/services/db',
      '#modules/vendors/server/index',
      '#app/auth/roles',
      './side_effect.js',
      '../../purchasing/shared/order_totals.js',
      './queries/stock.js',
      './pages/stock_page',
      '../legacy.cjs',
    ])
  })

  test('ignores imports inside comments and strings', ({ assert }) => {
    const source = `
      // import x from '#modules/purchasing/server/models/order'
      /* import y from '#modules/purchasing/server/models/order' */
      const hint = "import z from '#modules/purchasing/server/models/order'"
    `
    assert.deepEqual(importSpecifiers(source), [])
  })
})

test.group('checkImport', () => {
  const registered: Record<string, string[]> = {
    vendors: [],
    inventory: ['vendors'],
    purchasing: ['vendors', 'inventory'],
  }
  const dependsOn = (module: string) => registered[module]
  const check = (fromFile: string, specifier: string) => checkImport(fromFile, specifier, dependsOn)

  test('a module may use its own files and any package or kernel helper', ({ assert }) => {
    const file = 'modules/inventory/server/actions/adjust.ts'
    for (const specifier of [
      '#modules/inventory/server/services/stock_ledger',
      '../services/stock_ledger.js',
      '../../shared/size_to_oz.js',
      '@adonisjs/lucid/services/db',
      '#app/activity/activity_log',
      '#start/kernel',
    ]) {
      assert.isNull(check(file, specifier), specifier)
    }
  })

  test('a declared dependency is reachable through server/index and shared/', ({ assert }) => {
    const file = 'modules/purchasing/server/actions/create_order.ts'
    for (const specifier of [
      '#modules/vendors/server/index',
      '#modules/inventory/server/index.js',
      '../../../inventory/server/index.js',
      '#modules/inventory/shared/size_to_oz',
      '../../../vendors/shared/vendor_rules.js',
    ]) {
      assert.isNull(check(file, specifier), specifier)
    }
  })

  test('reaching past the public API is refused, by alias or by relative path', ({ assert }) => {
    const file = 'modules/purchasing/server/actions/create_order.ts'

    assert.equal(
      check(file, '#modules/inventory/server/services/stock_ledger'),
      `${file} imports '#modules/inventory/server/services/stock_ledger': another module is reachable only through modules/inventory/server/index.ts or modules/inventory/shared/`
    )
    assert.isNotNull(check(file, '../../../inventory/server/models/product.js'))
    assert.isNotNull(check(file, '#modules/vendors/client/api'))
    assert.isNotNull(check(file, '#modules/vendors/server/index_helpers'))
  })

  test('a module outside dependsOn is refused even through its public API', ({ assert }) => {
    assert.equal(
      check('modules/inventory/server/index.ts', '#modules/purchasing/server/index'),
      `modules/inventory/server/index.ts imports '#modules/purchasing/server/index': "purchasing" is not in the dependsOn of modules/inventory/server/module.ts`
    )
    assert.isNotNull(check('modules/vendors/tests/unit/x.spec.ts', '#modules/inventory/shared/a'))
  })

  test("tests may use another module's test factories; other code may not", ({ assert }) => {
    const spec = 'modules/purchasing/tests/functional/orders.spec.ts'
    assert.isNull(check(spec, '#modules/inventory/tests/factories'))
    assert.isNotNull(check(spec, '#modules/inventory/tests/functional/products_api.spec'))
    assert.isNotNull(
      check('modules/purchasing/server/actions/x.ts', '#modules/inventory/tests/factories')
    )
    assert.isNotNull(check('modules/vendors/tests/x.spec.ts', '#modules/inventory/tests/factories'))
  })

  test('client and shared code may use kernel shared code, never kernel server code', ({
    assert,
  }) => {
    assert.isNull(check('modules/purchasing/client/pages/orders.tsx', '@shared/money'))
    assert.isNull(
      check('modules/purchasing/shared/order_totals.ts', '../../../backend/shared/money.js')
    )
    assert.isNotNull(check('modules/purchasing/shared/order_totals.ts', '#app/auth/roles'))
    assert.isNotNull(
      check('modules/purchasing/client/pages/orders.tsx', '../../../../backend/app/x.js')
    )
  })

  test('client code never imports server code, not even its own', ({ assert }) => {
    const file = 'modules/inventory/client/pages/stock/stock_page.tsx'

    assert.equal(
      check(file, '../../../server/validators/product_validators'),
      `${file} imports '../../../server/validators/product_validators': client code must never import server code`
    )
    assert.isNotNull(check(file, '#modules/vendors/server/index'))
    assert.isNotNull(check(file, '#app/auth/roles'))
    assert.isNotNull(check(file, '../../../../../backend/app/auth/roles.js'))
  })

  test('client code may use its shared rules, a dependency’s, and the shell', ({ assert }) => {
    const file = 'modules/inventory/client/pages/stock/stock_page.tsx'
    for (const specifier of [
      '../../../shared/size_to_oz',
      '@modules/inventory/shared/stock_status',
      '@modules/vendors/shared/vendor_rules',
      '@shell/api/client',
      '../../components/stock_table',
      'antd',
    ]) {
      assert.isNull(check(file, specifier), specifier)
    }
  })

  test('shared rules are bundled into the client, so they may not import server code', ({
    assert,
  }) => {
    assert.isNotNull(check('modules/inventory/shared/size_to_oz.ts', '#app/money'))
    assert.isNotNull(check('modules/inventory/shared/size_to_oz.ts', '../server/lib/values.js'))
    assert.isNull(check('modules/inventory/shared/size_to_oz.ts', './units.js'))
  })
})

test.group('checkModules', (group) => {
  let root: string

  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'barstock-modules-'))
    return () => rm(root, { recursive: true, force: true })
  })

  async function write(files: Record<string, string>) {
    for (const [path, contents] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await writeFile(join(root, path), contents)
    }
  }

  const completeModule = (name: string, extra: Record<string, string> = {}) => ({
    [`modules/${name}/README.md`]: `# ${name}\n`,
    [`modules/${name}/server/module.ts`]: `export default {}\n`,
    [`modules/${name}/client/index.ts`]: `export default {}\n`,
    [`modules/${name}/server/database/migrations/.gitkeep`]: '',
    ...extra,
  })
  const manifest = (name: string, dependsOn: string[] = []): RegisteredModule => ({
    name,
    dependsOn,
    migrations: `modules/${name}/server/database/migrations`,
  })

  test('no modules at all is fine', async ({ assert }) => {
    assert.deepEqual(await checkModules(root, []), [])
  })

  test('complete, registered modules that keep to the rules pass', async ({ assert }) => {
    await write({
      ...completeModule('vendors'),
      ...completeModule('inventory', {
        'modules/inventory/server/index.ts': `import { vendorExists } from '#modules/vendors/server/index'\n`,
      }),
    })

    const problems = await checkModules(root, [
      manifest('vendors'),
      manifest('inventory', ['vendors']),
    ])

    assert.deepEqual(problems, [])
  })

  test('reports unregistered folders, missing manifests and stray registry entries', async ({
    assert,
  }) => {
    await write({
      ...completeModule('vendors'),
      'modules/inventory/server/routes.ts': '',
      'modules/recipes/README.md': Array.from({ length: 16 }, (_, line) => `line ${line}`).join(
        '\n'
      ),
    })

    const problems = await checkModules(root, [manifest('vendors'), manifest('reports')])

    assert.deepEqual(problems, [
      'modules/inventory is not registered in backend/start/modules.ts',
      'modules/inventory has no README.md',
      'modules/inventory has no server/module.ts',
      'modules/inventory has no client/index.ts',
      'modules/recipes is not registered in backend/start/modules.ts',
      'modules/recipes has no server/module.ts',
      'modules/recipes has no client/index.ts',
      'modules/recipes/README.md has 16 lines; keep it to 15',
      'the registry names "reports" but there is no modules/reports',
      `reports's migrations folder modules/reports/server/database/migrations does not exist`,
    ])
  })

  test('reports every forbidden import with the file it is in', async ({ assert }) => {
    await write({
      ...completeModule('vendors'),
      ...completeModule('inventory', {
        'modules/inventory/server/actions/adjust.ts': `import { Vendor } from '../../../vendors/server/models/vendor.js'\n`,
        'modules/inventory/client/pages/page.tsx': `import { rules } from '../../server/validators/rules'\n`,
      }),
    })

    const problems = await checkModules(root, [
      manifest('vendors'),
      manifest('inventory', ['vendors']),
    ])

    assert.lengthOf(problems, 2)
    assert.match(
      problems[0],
      /^modules\/inventory\/client\/pages\/page\.tsx imports .*: client code/
    )
    assert.match(
      problems[1],
      /^modules\/inventory\/server\/actions\/adjust\.ts imports .*: another module/
    )
  })
})
