/**
 * The client build stores each text file of 1 KB or more compressed beside
 * itself, at build time and at maximum quality (`x.js.br`, `x.js.gz`, written
 * by the vite plugin in scripts/precompress_plugin.ts); the static middleware answers
 * with the variant the browser accepts. Compressing 50 chunks on every cold
 * load cost 150–200 ms more than sending them as they are.
 */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
})

/* As the compression middleware's threshold: smaller files gain nothing worth a header. */
export const PRECOMPRESS_MIN_BYTES = 1024

/** Encodings in the server's order of preference, with their files' suffix. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]
