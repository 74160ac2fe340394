import { defineConfig } from '@adonisjs/static'

/**
 * Vite names built assets by content hash, so they can be cached for a year;
 * everything else (index.html above all) must be revalidated.
 */
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) => {
    if (path.includes('/assets/')) {
      return { 'Cache-Control': 'public, max-age=31536000, immutable' }
    }
    return { 'Cache-Control': 'no-cache' }
  },
})

export default staticServerConfig
