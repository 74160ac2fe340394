import { setImmediate } from 'node:timers/promises'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'

/* Products an aggregate reads in one step on SQLite: ~1–3 ms, where all of 100k took 20–50. */
const PRODUCTS_PER_STEP = 5000

/** Narrows a query on products (aliased as `column`'s table) to one range of ids. */
export type IdRange = (query: DatabaseQueryBuilderContract, column: string) => void

/**
 * The ranges of product ids an aggregate over the whole catalogue reads one
 * after another, to be summed by the caller. On SQLite an awaited query
 * never yields, so a SUM over 100k products held every other request for
 * its whole length: there the ids come 5,000 at a time (a primary-key range
 * reads only its own rows) with other requests served in between. MySQL's
 * queries are awaited on the network, so there one range covers them all.
 * Pair with readConsistently() so the sums describe one state.
 */
export async function* productIdRanges(client: QueryClientContract): AsyncGenerator<IdRange> {
  if (client.dialect.name === 'mysql') {
    yield () => {}
    return
  }
  const row = await client.from(PRODUCTS_TABLE).max('id as last').first()
  const last = Number(row?.last ?? 0)
  for (let after = 0; after < last; after += PRODUCTS_PER_STEP) {
    if (after > 0) await setImmediate()
    yield (query, column) => {
      query.where(column, '>', after).where(column, '<=', after + PRODUCTS_PER_STEP)
    }
  }
}
