import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import MakeModule, {
  moduleFiles,
  registerModule,
  REGISTRY,
  scaffoldModule,
} from '../../commands/make_module.js'
import { checkModules } from '#tests/support/module_rules'

const EMPTY_REGISTRY = `import { sortModules } from '#app/modules/sort_modules'

export const modules = sortModules([
  // make:module inserts new manifests above this line
])
`

const REGISTRY_WITH_VENDORS = `/*
 * THE module registry. Every folder in modules/ is listed here once.
 */
import { sortModules } from '#app/modules/sort_modules'
import vendors from '#modules/vendors/server/module'

export const modules = sortModules([
  vendors,
  // make:module inserts new manifests above this line
])

export const migrationPaths = modules.map((manifest) => manifest.migrations)
`

function syntaxErrors(source: string) {
  const { diagnostics } = ts.transpileModule(source, { reportDiagnostics: true })
  return (diagnostics ?? []).map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  )
}

test.group('make:module registry edit', () => {
  test('imports the manifest and lists it above the marker', ({ assert }) => {
    const edited = registerModule(EMPTY_REGISTRY, 'stock-counts')

    assert.equal(
      edited,
      `import { sortModules } from '#app/modules/sort_modules'
import stockCounts from '#modules/stock-counts/server/module'

export const modules = sortModules([
  stockCounts,
  // make:module inserts new manifests above this line
])
`
    )
  })

  test('appends after the modules already registered', ({ assert }) => {
    const edited = registerModule(REGISTRY_WITH_VENDORS, 'inventory')

    assert.include(
      edited,
      `import vendors from '#modules/vendors/server/module'
import inventory from '#modules/inventory/server/module'
`
    )
    assert.include(edited, `  vendors,\n  inventory,\n  // make:module inserts`)
    assert.deepEqual(syntaxErrors(edited), [])
  })

  test('refuses a module that is already registered', ({ assert }) => {
    assert.throws(
      () => registerModule(REGISTRY_WITH_VENDORS, 'vendors'),
      '"vendors" is already registered in backend/start/modules.ts'
    )
  })

  test('refuses a name whose identifier would clash or is reserved', ({ assert }) => {
    assert.throws(() => registerModule(REGISTRY_WITH_VENDORS, 'sort-modules'), /already a name/)
    assert.throws(() => registerModule(REGISTRY_WITH_VENDORS, 'modules'), /already a name/)
    assert.throws(() => registerModule(REGISTRY_WITH_VENDORS, 'import'), /reserved word/)
  })

  test('words in comments and strings are not clashes', ({ assert }) => {
    assert.doesNotThrow(() => registerModule(REGISTRY_WITH_VENDORS, 'registry'))
    assert.doesNotThrow(() => registerModule(REGISTRY_WITH_VENDORS, 'server'))
  })

  test('refuses to guess when the marker comment is gone', ({ assert }) => {
    assert.throws(
      () => registerModule(EMPTY_REGISTRY.replace(/\s*\/\/ make:module.*\n/, '\n'), 'vendors'),
      /has lost its "\/\/ make:module inserts new manifests above this line" line/
    )
  })

  test('the real registry still has its marker', async ({ assert }) => {
    const source = await readFile(app.makePath(REGISTRY), 'utf8')

    assert.deepEqual(syntaxErrors(registerModule(source, 'zz-scaffold-probe')), [])
  })
})

test.group('make:module scaffold', (group) => {
  let root: string

  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'barstock-app-'))
    await mkdir(join(root, 'backend/start'), { recursive: true })
    await copyFile(app.makePath(REGISTRY), join(root, REGISTRY))
    return () => rm(root, { recursive: true, force: true })
  })

  test('writes the module skeleton of DESIGN §2 and wires it in', async ({ assert }) => {
    const written = await scaffoldModule(root, 'stock-counts')

    assert.sameMembers(written, [
      'modules/stock-counts/README.md',
      'modules/stock-counts/server/module.ts',
      'modules/stock-counts/server/index.ts',
      'modules/stock-counts/server/routes.ts',
      'modules/stock-counts/server/tables.ts',
      'modules/stock-counts/server/database/migrations/.gitkeep',
      'modules/stock-counts/client/index.ts',
      'modules/stock-counts/shared/.gitkeep',
      'modules/stock-counts/tests/factories.ts',
      'modules/stock-counts/tests/unit/.gitkeep',
      'modules/stock-counts/tests/functional/.gitkeep',
      REGISTRY,
    ])
    for (const path of written) assert.isTrue(existsSync(join(root, path)), path)

    const registry = await readFile(join(root, REGISTRY), 'utf8')
    assert.include(registry, `import stockCounts from '#modules/stock-counts/server/module'`)
    assert.match(registry, /\n\s+stockCounts,\n\s+\/\/ make:module inserts/)
  })

  test('the manifests say what the module contract needs', async ({ assert }) => {
    await scaffoldModule(root, 'stock-counts')
    const read = (path: string) => readFile(join(root, 'modules/stock-counts', path), 'utf8')

    const manifest = await read('server/module.ts')
    assert.include(manifest, `name: 'stock-counts'`)
    assert.include(manifest, `dependsOn: []`)
    assert.include(manifest, `routes: () => import('./routes.js')`)
    assert.include(manifest, `migrations: 'modules/stock-counts/server/database/migrations'`)
    const routes = await read('server/routes.ts')
    assert.include(routes, `.prefix('/api')`)
    assert.include(routes, `.use(middleware.auth())`)
    const client = await read('client/index.ts')
    assert.include(client, `name: 'stock-counts'`)
    assert.include(client, `from '@shell/modules/types'`)
    /* One request path: table names in server/tables.ts, exported through the public index. */
    assert.include(await read('server/index.ts'), `from '#modules/stock-counts/server/tables'`)
    assert.include(await read('server/tables.ts'), 'The tables the stock-counts module owns')
    assert.include(await read('tests/factories.ts'), "the stock-counts module's tables")
    const readme = await read('README.md')
    for (const heading of ['Owns tables', 'Public API', 'Events', 'dependsOn']) {
      assert.include(readme, heading)
    }
  })

  test('the new module passes the registry parity rules', async ({ assert }) => {
    await scaffoldModule(root, 'stock-counts')

    const problems = await checkModules(root, [
      {
        name: 'stock-counts',
        dependsOn: [],
        migrations: 'modules/stock-counts/server/database/migrations',
      },
    ])

    assert.deepEqual(problems, [])
  })

  test('every generated TypeScript file is valid syntax', async ({ assert }) => {
    for (const [path, contents] of Object.entries(moduleFiles('stock-counts'))) {
      if (path.endsWith('.ts')) assert.deepEqual(syntaxErrors(contents), [], path)
    }
  })

  test('refuses an invalid name and writes nothing', async ({ assert }) => {
    for (const name of [
      'Stock',
      'stock_counts',
      '2fast',
      'stock-',
      '-stock',
      'stock--counts',
      '',
    ]) {
      await assert.rejects(() => scaffoldModule(root, name), /is not a valid module name/)
    }
    assert.isFalse(existsSync(join(root, 'modules')))
  })

  test('refuses a module that already exists and leaves the registry alone', async ({ assert }) => {
    await mkdir(join(root, 'modules/vendors'), { recursive: true })
    const before = await readFile(join(root, REGISTRY), 'utf8')

    await assert.rejects(() => scaffoldModule(root, 'vendors'), 'modules/vendors already exists')
    assert.equal(await readFile(join(root, REGISTRY), 'utf8'), before)
  })
})

test.group('node ace make:module', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('is listed among the commands', async ({ assert }) => {
    await ace.boot()
    assert.isDefined(ace.getCommand('make:module'))
    assert.isDefined(ace.getCommand('users:create'))
  })

  test('explains a refusal and exits non-zero', async () => {
    const command = await ace.create(MakeModule, ['Not_Valid'])
    await command.exec()

    command.assertFailed()
    command.assertLogMatches(/"Not_Valid" is not a valid module name/, 'stderr')
  })
})
