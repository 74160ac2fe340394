import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { args, BaseCommand } from '@adonisjs/core/ace'

export const MODULE_NAME = /^[a-z][a-z\d]*(?:-[a-z\d]+)*$/
export const REGISTRY = 'backend/start/modules.ts'
const MARKER = '// make:module inserts new manifests above this line'

/* The manifest is imported under this name, so it must be a usable identifier. */
const RESERVED_WORDS = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try ' +
    'typeof var void while with yield'
  ).split(' ')
)

/** `stock-counts` → `stockCounts`, the identifier the registry imports the manifest as. */
export function moduleIdentifier(name: string): string {
  return name.replace(/-([a-z\d])/g, (_, letter: string) => letter.toUpperCase())
}

/** The files of an empty module that follows DESIGN §2/§3, by path inside modules/<name>/. */
export function moduleFiles(name: string): Record<string, string> {
  return {
    'README.md': `# ${name}

One sentence on what this module is for.

- **Owns tables:** none yet
- **Public API** (\`server/index.ts\`): nothing yet
- **Events:** none
- **dependsOn:** none
`,
    'server/module.ts': `import { defineModule } from '#app/modules/define_module'

export default defineModule({
  name: '${name}',
  dependsOn: [],
  routes: () => import('./routes.js'),
  migrations: 'modules/${name}/server/database/migrations',
})
`,
    'server/index.ts': `/*
 * The ${name} module's public API: the only file other modules may import
 * (besides shared/), and only when "${name}" is in their dependsOn.
 */
export * from '#modules/${name}/server/tables'
`,
    'server/tables.ts': `/*
 * The tables the ${name} module owns, one constant each (export const
 * WIDGETS_TABLE = 'widgets'); actions, queries and tests name tables only
 * through these, and server/index.ts exports them again.
 */
export {}
`,
    'server/routes.ts': `import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/*
 * Every route here needs a session. Name the least role each route needs
 * with middleware.role({ atLeast: 'staff' | 'manager' | 'admin' }).
 */
router
  .group(() => {})
  .prefix('/api')
  .use(middleware.auth())
`,
    'server/database/migrations/.gitkeep': '',
    'client/index.ts': `import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: '${name}',
  routes: [],
  nav: [],
})
`,
    'shared/.gitkeep': '',
    'tests/factories.ts': `/*
 * createX(seed) for each of the ${name} module's tables: inserts a row with
 * sensible defaults and answers its id. Every module's tests use these
 * instead of writing this module's tables themselves.
 */
export {}
`,
    'tests/unit/.gitkeep': '',
    'tests/functional/.gitkeep': '',
  }
}

/**
 * The registry source with the module's manifest imported and listed. The
 * list entry goes above the marker comment; the import after the last one.
 */
export function registerModule(source: string, name: string): string {
  const identifier = moduleIdentifier(name)
  if (source.includes(`'#modules/${name}/server/module'`)) {
    throw new Error(`"${name}" is already registered in ${REGISTRY}`)
  }
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'[^']*'/g, "''")
  if (RESERVED_WORDS.has(identifier)) {
    throw new Error(`"${identifier}" is a reserved word in JavaScript; choose another module name`)
  }
  if (new RegExp(`\\b${identifier}\\b`).test(code)) {
    throw new Error(`"${identifier}" is already a name in ${REGISTRY}; choose another module name`)
  }

  const lines = source.split('\n')
  const marker = lines.findIndex((line) => line.includes(MARKER))
  if (marker === -1) {
    throw new Error(`${REGISTRY} has lost its "${MARKER}" line; register the module by hand`)
  }
  const indent = /^\s*/.exec(lines[marker])![0]
  lines.splice(marker, 0, `${indent}${identifier},`)

  const lastImport = lines.findLastIndex(
    (line, index) => index < marker && /(?:^import\s|from\s+)['"][^'"]+['"];?\s*$/.test(line)
  )
  lines.splice(lastImport + 1, 0, `import ${identifier} from '#modules/${name}/server/module'`)
  return lines.join('\n')
}

/**
 * Writes modules/<name>/ and registers it, under the application root
 * `root`. Refuses invalid names and existing modules before writing
 * anything. Returns the paths it created or changed.
 */
export async function scaffoldModule(root: string, name: string): Promise<string[]> {
  if (!MODULE_NAME.test(name)) {
    throw new Error(
      `"${name}" is not a valid module name: use lowercase letters, digits and dashes, starting with a letter (e.g. "stock-counts")`
    )
  }
  const folder = join(root, 'modules', name)
  if (existsSync(folder)) throw new Error(`modules/${name} already exists`)

  const registryPath = join(root, REGISTRY)
  const registry = registerModule(await readFile(registryPath, 'utf8'), name)
  const files = moduleFiles(name)

  await mkdir(dirname(folder), { recursive: true })
  await mkdir(folder)
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true })
    await writeFile(join(folder, path), contents, { flag: 'wx' })
  }
  await writeFile(registryPath, registry)

  return [...Object.keys(files).map((path) => `modules/${name}/${path}`), REGISTRY]
}

export default class MakeModule extends BaseCommand {
  static commandName = 'make:module'
  static description = 'Scaffold a domain module in modules/<name> and register it'
  static help = [
    'Creates the README, server and client manifests, an /api route group,',
    'server/tables.ts, tests/factories.ts and folders for migrations, shared',
    'rules and tests, then adds the manifest to',
    `${REGISTRY}. Set dependsOn in server/module.ts afterwards.`,
  ]

  @args.string({ description: 'Lowercase letters, digits and dashes, e.g. stock-counts' })
  declare name: string

  async run() {
    try {
      const written = await scaffoldModule(fileURLToPath(this.app.appRoot), this.name)
      for (const path of written) {
        this.logger.action(`${path === REGISTRY ? 'update' : 'create'} ${path}`).succeeded()
      }
    } catch (error) {
      this.logger.error((error as Error).message)
      this.exitCode = 1
    }
  }
}
