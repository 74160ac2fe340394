import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_TYPES } from '../backend/app/http/precompressed.js'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressFile(path: string) {
  const content = await readFile(path)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
}

async function textFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && extname(entry.name) in PRECOMPRESSED_TYPES)
    .map((entry) => join(entry.parentPath, entry.name))
  const sizes = await Promise.all(files.map((file) => stat(file)))
  return files.filter((_, index) => sizes[index].size >= PRECOMPRESS_MIN_BYTES)
}

/**
 * Writes `x.br` (brotli at maximum quality) and `x.gz` beside each built text
 * file, public/ copies included, for the static middleware to send as they
 * are (backend/app/http/precompressed.ts): compressing once at build time
 * instead of on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'barstock:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle() {
      const files = await textFilesIn(outDir)
      await Promise.all(files.map(compressFile))
    },
  }
}
