/*
 * The read shapes of the counts API, declared once for the server that
 * builds them and the screens that read them. Quantities are bottles
 * (numbers), dates ISO UTC.
 */
import type { CountMethod } from './count_rules.js'

export type CountSessionStatus = 'open' | 'finalized'

/** GET /api/count-areas */
export interface CountAreaJson {
  id: number
  name: string
  position: number
  productCount: number
}

/** A product on an area's shelf list (GET /api/count-areas/:id/products and session details). */
export interface ShelfProductJson {
  productId: number
  name: string
  category: string
  size: string | null
  barcode: string | null
  fullWeightGrams: number | null
  emptyWeightGrams: number | null
  position: number
}

/** GET /api/count-sessions, and the answer of POST /api/count-sessions and …/finalize. */
export interface CountSessionJson {
  id: number
  name: string
  status: CountSessionStatus
  allAreas: boolean
  areas: Array<{ id: number; name: string }>
  openedBy: string | null
  openedAt: string
  finalizedBy: string | null
  finalizedAt: string | null
  lineCount: number
}

/** One stored count line (POST …/lines answers these). */
export interface CountLineJson {
  id: number
  clientId: string
  sessionId: number
  areaId: number | null
  productId: number
  fullBottles: number
  partial: number
  grams: number | null
  method: CountMethod
  quantity: number
  counterId: string | null
  counter: string | null
  counterNote: string | null
  deviceTime: string | null
  createdAt: string
  /** False once a recount by the same counter in the same area replaced it. */
  effective: boolean
  recountRequested: boolean
}

export interface SessionAreaJson {
  id: number
  name: string
  shelf: ShelfProductJson[]
  /** Products of the shelf list with at least one effective line in this area. */
  countedProducts: number
}

/** GET /api/count-sessions/:id: what a phone needs to count, offline too. */
export interface CountSessionDetailJson extends CountSessionJson {
  areas: SessionAreaJson[]
  lines: CountLineJson[]
}

export interface ReviewProductJson {
  productId: number
  name: string
  category: string
  size: string | null
  /** Stock now (what the ledger expects), or at finalizing for a finalized session. */
  expected: number
  counted: number
  difference: number
  byArea: Array<{ areaId: number | null; area: string | null; quantity: number }>
  bigDifference: boolean
  /** Expected stock below 0: sales depleted more than was there. */
  negativeStock: boolean
  recountRequested: boolean
}

/** GET /api/count-sessions/:id/review (manager). */
export interface CountReviewJson {
  session: CountSessionJson
  products: ReviewProductJson[]
  /** Products in the session's areas (all active products for an all-areas count) nobody counted. */
  uncounted: Array<{
    productId: number
    name: string
    category: string
    size: string | null
    expected: number
  }>
  recountRequests: Array<{
    id: number
    lineId: number
    productId: number
    areaId: number | null
    counter: string | null
    note: string | null
    createdAt: string
  }>
}
