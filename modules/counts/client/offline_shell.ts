/*
 * The service worker (public/sw.js) caches what passes through it, but the
 * page that registered it loaded its scripts before it took control. When
 * a counter starts on an area, the files this page already loaded and the
 * answers the count screen reads are put in the same caches, so a reload
 * without signal still opens the count screen.
 */
const SHELL_CACHE = 'barstock-shell-v1'
const DATA_CACHE = 'barstock-data-v1'

/*
 * The session answer, without which a reload offline shows "server did not
 * answer" however many files are kept. One small request, so it does not
 * wait behind the files (some fifty, a few hundred ms): the count screen is
 * usable as soon as its code is here, and a counter may lose the signal
 * right after opening it.
 */
async function keepSession() {
  const data = await caches.open(DATA_CACHE)
  await data.add('/api/auth/me')
}

async function keepFiles() {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname)
  const shell = await caches.open(SHELL_CACHE)
  await shell.addAll([...new Set(assets)])
}

export async function keepShellForOffline() {
  if (!('caches' in window) || !('serviceWorker' in navigator)) return
  /* Best effort: counting works online either way, and lines are queued regardless. */
  await Promise.allSettled([keepSession(), keepFiles()])
}
