import type { Assert } from '@japa/assert'
import type { Page } from 'playwright-core'

/**
 * Records the query strings of the page's /api/products requests, so a test
 * can check a product picker only searched the server (DESIGN §10) and never
 * loaded the whole catalogue.
 */
export function recordProductRequests(page: Page): string[] {
  const queries: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/products') queries.push(url.search)
  })
  return queries
}

/** The picker searched, and every product request asked for at most 50 matches. */
export function assertPickerSearchedWithLimit(assert: Assert, queries: string[]) {
  assert.isTrue(
    queries.some((query) => query.includes('search=')),
    queries.join(', ')
  )
  assert.isTrue(
    queries.every((query) => /(?:^|[?&])limit=50(?:&|$)/.test(query)),
    queries.join(', ')
  )
}
