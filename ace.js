/*
 * Development entry point for ace commands: compiles TypeScript on the fly.
 * The production build replaces this file with one that imports bin/console.js.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
