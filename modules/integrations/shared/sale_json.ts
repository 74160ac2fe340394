/** Sales read shapes, shared by the server and the screens. */

/** One sold line (SPEC §3 Sale); refunds have negative quantity and amount. */
export interface SaleLineRead {
  id: number
  transactionId: string
  recipe: { name: string } | null
  quantity: number
  /** Decimal string, "8.00". */
  amount: string
  /** ISO 8601, UTC. */
  saleDate: string
  source: string
}

/** GET /api/pos-data row: the spec's sale plus what mapping needs. */
export interface PosDataJson extends SaleLineRead {
  lineKey: string
  recipeId: number | null
  productId: number | null
  posItemId: string | null
  posItemName: string | null
  posVariation: string | null
  integrationId: number | null
  isRefund: boolean
  /** True while the line waits for its POS item to be mapped. */
  unmapped: boolean
}

/** POST /api/pos-data and webhook answer. */
export interface IngestResultJson {
  created: number
  duplicates: number
  unmapped: number
}

/** POST /api/pos-data/import answer (with ?dryRun=1 nothing was written). */
export interface ImportResultJson extends IngestResultJson {
  dryRun: boolean
  preset: string
  /** Rows not imported (bad values), with the reason. Voids are skipped silently. */
  refused: number
  voided: number
  errors: Array<{ row: number; message: string }>
}

/** A POS item with sales waiting in the unmapped queue. */
export interface UnmappedItemJson {
  itemKey: string
  posItemId: string | null
  posItemName: string | null
  posVariation: string | null
  lineCount: number
  quantity: number
  amount: string
}

export interface MappingJson {
  id: number
  itemKey: string
  posItemName: string | null
  posVariation: string | null
  recipeId: number | null
  productId: number | null
  pourOz: number | null
}
