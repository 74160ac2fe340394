import { relative } from 'node:path'

/**
 * How to run an ace command from where this one was started, for advice that
 * must work when pasted: `node ace` in a checkout, `node build/ace.js` in the
 * container image, where only the build exists.
 */
export function aceInvocation(script = process.argv[1], cwd = process.cwd()): string {
  if (!script) return 'node ace'
  const path = relative(cwd, script)
  if (path === 'ace.js' || path === 'ace') return 'node ace'
  return `node ${path.startsWith('..') ? script : path}`
}
