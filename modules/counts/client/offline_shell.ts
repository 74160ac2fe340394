/*
 * The service worker (public/sw.js) caches what passes through it, but the
 * page that registered it loaded its scripts before it took control. When
 * a counter starts on an area, the files this page already loaded and the
 * answers the count screen reads are put in the same caches, so a reload
 * without signal still opens the count screen.
 */
const SHELL_CACHE = 'barstock-shell-v1'
const DATA_CACHE = 'barstock-data-v1'

export async function keepShellForOffline() {
  if (!('caches' in window) || !('serviceWorker' in navigator)) return
  try {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname)
    const shell = await caches.open(SHELL_CACHE)
    await shell.addAll([...new Set(assets)])
    const data = await caches.open(DATA_CACHE)
    await data.add('/api/auth/me')
  } catch {
    /* Best effort: counting works online either way, and lines are queued regardless. */
  }
}
