import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, posix, relative, sep } from 'node:path'
import ts from 'typescript'

/*
 * The module contract of DESIGN §3, checked from the source tree: every
 * folder in modules/ is registered and has its manifests, and modules
 * reach each other only through a declared, public door.
 */

export interface RegisteredModule {
  name: string
  dependsOn: string[]
  migrations?: string
}

type ImportTarget =
  | { kind: 'module'; module: string; path: string }
  | { kind: 'kernel' }
  | { kind: 'kernel-shared' }
  | { kind: 'other' }

const REQUIRED_FILES = ['README.md', 'server/module.ts', 'client/index.ts']
const README_MAX_LINES = 15
const SCRIPT_EXTENSION = /\.(?:[cm]?[jt]s|[jt]sx)$/

/**
 * Every module specifier a source file imports: static and type-only
 * imports, re-exports, dynamic import() and require(). The TypeScript
 * scanner skips comments and strings, which a regular expression would not.
 */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName }) => fileName)
}

/**
 * Where a specifier written in `fromFile` (a path relative to the
 * repository root, with forward slashes) points. `#modules/…` is the
 * server alias, `@modules/…` the client's; `#shared/…`, `@shared/…` and
 * backend/shared/ are kernel code both sides may use (money, roles); other
 * `#` aliases are kernel server code.
 */
export function resolveImport(fromFile: string, specifier: string): ImportTarget {
  let target: string
  if (specifier.startsWith('#modules/') || specifier.startsWith('@modules/')) {
    target = `modules/${specifier.slice('#modules/'.length)}`
  } else if (specifier.startsWith('#shared/') || specifier.startsWith('@shared/')) {
    return { kind: 'kernel-shared' }
  } else if (specifier.startsWith('#')) {
    return { kind: 'kernel' }
  } else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    target = posix.normalize(posix.join(posix.dirname(fromFile), specifier))
  } else {
    return { kind: 'other' }
  }

  const inModule = /^modules\/([^/]+)\/?(.*)$/.exec(target)
  if (inModule) return { kind: 'module', module: inModule[1], path: inModule[2] }
  if (target.startsWith('backend/shared/')) return { kind: 'kernel-shared' }
  if (target.startsWith('backend/')) return { kind: 'kernel' }
  return { kind: 'other' }
}

/**
 * The rule an import breaks, or null. `fromFile` is relative to the
 * repository root, inside modules/<name>/. `dependsOn` answers undefined
 * for a module that is not registered (that is reported on its own).
 */
export function checkImport(
  fromFile: string,
  specifier: string,
  dependsOn: (module: string) => string[] | undefined
): string | null {
  const [, owner, part] = fromFile.split('/')
  const target = resolveImport(fromFile, specifier)
  const where = `${fromFile} imports '${specifier}'`

  /* shared/ is bundled into the client too, so it is held to the client's rule. */
  if (part === 'client' || part === 'shared') {
    const serverCode =
      target.kind === 'kernel' || (target.kind === 'module' && target.path.startsWith('server/'))
    if (serverCode) return `${where}: ${part} code must never import server code`
  }

  if (target.kind !== 'module' || target.module === owner) return null

  const path = target.path.replace(SCRIPT_EXTENSION, '')
  /* Tests build on other modules' test factories rather than writing their tables. */
  const testSupport = part === 'tests' && path.startsWith('tests/') && !path.endsWith('.spec')
  if (path !== 'server/index' && !path.startsWith('shared/') && !testSupport) {
    return `${where}: another module is reachable only through modules/${target.module}/server/index.ts or modules/${target.module}/shared/`
  }
  const declared = dependsOn(owner)
  if (declared && !declared.includes(target.module)) {
    return `${where}: "${target.module}" is not in the dependsOn of modules/${owner}/server/module.ts`
  }
  return null
}

/**
 * Every breach of the module contract under `root`, as readable sentences.
 * `registry` is what backend/start/modules.ts exports.
 */
export async function checkModules(root: string, registry: RegisteredModule[]): Promise<string[]> {
  const problems: string[] = []
  const modulesDir = join(root, 'modules')
  const entries = existsSync(modulesDir) ? await readdir(modulesDir, { withFileTypes: true }) : []
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
  const byName = new Map(registry.map((manifest) => [manifest.name, manifest]))

  for (const folder of folders) {
    if (!byName.has(folder)) {
      problems.push(`modules/${folder} is not registered in backend/start/modules.ts`)
    }
    for (const file of REQUIRED_FILES) {
      if (!existsSync(join(modulesDir, folder, file))) {
        problems.push(`modules/${folder} has no ${file}`)
      }
    }
    const readme = join(modulesDir, folder, 'README.md')
    if (existsSync(readme)) {
      const text = await readFile(readme, 'utf8')
      const lines = text.trimEnd().split('\n').length
      if (lines > README_MAX_LINES) {
        problems.push(
          `modules/${folder}/README.md has ${lines} lines; keep it to ${README_MAX_LINES}`
        )
      }
    }
  }

  for (const manifest of registry) {
    if (!folders.includes(manifest.name)) {
      problems.push(
        `the registry names "${manifest.name}" but there is no modules/${manifest.name}`
      )
    }
    if (manifest.migrations && !existsSync(join(root, manifest.migrations))) {
      problems.push(`${manifest.name}'s migrations folder ${manifest.migrations} does not exist`)
    }
  }

  const dependsOn = (name: string) => byName.get(name)?.dependsOn
  for (const folder of folders) {
    for (const file of await sourceFiles(join(modulesDir, folder))) {
      const fromFile = relative(root, file).split(sep).join('/')
      for (const specifier of importSpecifiers(await readFile(file, 'utf8'))) {
        const problem = checkImport(fromFile, specifier, dependsOn)
        if (problem) problems.push(problem)
      }
    }
  }
  return problems
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && SCRIPT_EXTENSION.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(folder, dirname(file)).split(sep).includes('node_modules'))
    .sort()
}
