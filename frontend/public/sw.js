/*
 * Barstock's service worker: counting goes on in a cellar with no signal
 * (DESIGN §1, Offline). It keeps the app shell (index.html and the built
 * assets) and the few answers the count screen reads, so a phone can
 * reload the count screen offline. Count lines themselves wait in
 * IndexedDB (modules/counts/client/offline_queue.ts), not here.
 * Plain script served from the site's root, so CSP script-src 'self' holds.
 */
const SHELL_CACHE = 'barstock-shell-v1'
const DATA_CACHE = 'barstock-data-v1'
const INDEX = '/index.html'

/* GET answers the count screen needs offline; everything else always goes to the network. */
const OFFLINE_DATA = [
  /^\/api\/auth\/me$/,
  /^\/api\/count-sessions(?:\/\d+)?$/,
  /^\/api\/count-areas(?:\/\d+\/products)?$/,
]

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([INDEX, '/favicon.svg', '/manifest.webmanifest']))
      .then(() => self.skipWaiting())
  )
})

self.addEventListener('activate', (event) => {
  const keep = [SHELL_CACHE, DATA_CACHE]
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name)))
      )
      .then(() => self.clients.claim())
  )
})

function offlineAnswer() {
  return new Response(JSON.stringify({ message: 'Offline' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  })
}

/* Fresh from the network when there is one; the last good answer when there is not. */
async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(fallbackKey ?? request, response.clone())
    return response
  } catch {
    return (await cache.match(fallbackKey ?? request)) ?? offlineAnswer()
  }
}

/* Built assets are named by content hash: a cached copy is always right. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return

  if (request.method !== 'GET') {
    /* Signing out (perhaps on a shared bar tablet) forgets every cached answer. */
    if (url.pathname === '/api/auth/logout') {
      event.respondWith(
        fetch(request).then(async (response) => {
          await caches.delete(DATA_CACHE)
          return response
        })
      )
    }
    return
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL_CACHE, INDEX))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request))
  } else if (OFFLINE_DATA.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA_CACHE))
  }
})
