import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { DEFAULT_CASE_SIZE, DEFAULT_REORDER_LEVEL } from '#modules/inventory/shared/product_rules'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import {
  productColumns,
  type ProductInput,
} from '#modules/inventory/server/actions/product_actions'
import { StockLedger } from '#modules/inventory/server/services/stock_ledger'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toMilli } from '#app/database/driver_values'
import { PRODUCT_FIELD_COLUMNS } from '#modules/inventory/server/transformers/product_transformer'
import type { ImportResultJson } from '#modules/inventory/shared/product_json'
import type { SheetRow } from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import {
  importRowValidator,
  mapColumns,
  rowInput,
} from '#modules/inventory/server/spreadsheets/product_columns'

interface ValidRow {
  rowNumber: number
  input: ProductInput & { name: string; category: string; vendor?: string | null }
}

interface Plan {
  rowNumber: number
  existingId: number | null
  barcode: string | null
  columns: Record<string, unknown>
  stock?: number
}

const UPSERT_BATCH = 200

function nameSizeKey(name: string, size: string | null | undefined) {
  return `${name.trim().toLowerCase()}\u0000${(size ?? '').trim().toLowerCase()}`
}

/* Two column values are the same when the database would store them the same. */
function sameValue(column: string, before: unknown, after: unknown) {
  if (before === null || before === undefined || after === null || after === undefined) {
    return (before ?? null) === (after ?? null)
  }
  if (typeof after === 'number') {
    return column === 'size_in_oz' || column.endsWith('cost')
      ? Math.round(Number(before) * 100) === Math.round(after * 100)
      : Number(before) === after
  }
  return String(before) === String(after)
}

async function validateRows(rows: SheetRow[], errors: ImportResultJson['errors']) {
  const [header, ...data] = rows
  if (!header) throw new SpreadsheetRejected(422, 'The file is empty.')
  const { columns, missing } = mapColumns(header.cells)
  if (missing.length > 0) {
    throw new SpreadsheetRejected(
      422,
      `The first row must name the columns; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`
    )
  }
  const valid: ValidRow[] = []
  for (const row of data) {
    const [error, input] = await importRowValidator.tryValidate(rowInput(row.cells, columns))
    if (error) {
      const messages = (error.messages as Array<{ message: string }>).map((item) => item.message)
      errors.push({ row: row.rowNumber, message: messages.join('; ') })
    } else {
      valid.push({ rowNumber: row.rowNumber, input })
    }
  }
  return valid
}

async function vendorIdsByName(trx: TransactionClientContract, rows: ValidRow[]) {
  const byName = new Map<string, number>()
  if (!rows.some((row) => row.input.vendor)) return byName
  const vendors = await trx
    .from(VENDORS_TABLE)
    .whereNull('archived_at')
    .select('id', 'name')
    .orderBy('id', 'asc')
  for (const vendor of vendors) {
    const key = String(vendor.name).trim().toLowerCase()
    if (!byName.has(key)) byName.set(key, Number(vendor.id))
  }
  return byName
}

/**
 * Imports product rows: each row updates the active product with the same
 * barcode, else the same name and size (case-insensitive), or creates one.
 * Everything happens in one transaction with batched upserts; stock changes
 * go through the ledger as 'import' rows. Rows that fail validation are
 * reported and skipped.
 */
export async function importProducts(rows: SheetRow[], userId: string): Promise<ImportResultJson> {
  const errors: ImportResultJson['errors'] = []
  const valid = await validateRows(rows, errors)

  const outcome = await StockLedger.transaction(async (trx) => {
    const rowErrors: ImportResultJson['errors'] = []
    const lastIdBefore = await lastProductId(trx)
    const vendorIds = await vendorIdsByName(trx, valid)
    const existing = await trx
      .from(PRODUCTS_TABLE)
      .whereNull('archived_at')
      .orderBy('id', 'asc')
      .select(...PRODUCT_FIELD_COLUMNS)
    const existingById = new Map(existing.map((row) => [Number(row.id), row]))
    const byBarcode = new Map<string, Plan>()
    const byNameSize = new Map<string, Plan>()
    const plans: Plan[] = []
    for (const row of existing) {
      const id = Number(row.id)
      const key = nameSizeKey(row.name, row.size)
      /* Plans of existing products join the list only when a row touches them. */
      const plan: Plan = { rowNumber: 0, existingId: id, barcode: row.barcode ?? null, columns: {} }
      if (row.barcode) byBarcode.set(row.barcode, plan)
      if (!byNameSize.has(key)) byNameSize.set(key, plan)
    }

    for (const { rowNumber, input } of valid) {
      const { vendor, ...fields } = input
      const product: ProductInput = { ...fields }
      if (vendor !== undefined) {
        if (vendor === null) {
          product.vendorId = null
        } else {
          const vendorId = vendorIds.get(vendor.toLowerCase())
          if (vendorId === undefined) {
            rowErrors.push({ row: rowNumber, message: `Unknown vendor '${vendor}'` })
            continue
          }
          product.vendorId = vendorId
        }
      }

      let plan =
        (product.barcode ? byBarcode.get(product.barcode) : undefined) ??
        byNameSize.get(nameSizeKey(product.name!, product.size))
      if (plan && plan.rowNumber === 0) {
        plan.rowNumber = rowNumber
        plans.push(plan)
      }
      if (!plan) {
        plan = { rowNumber, existingId: null, barcode: null, columns: {} }
        plans.push(plan)
      }

      Object.assign(plan.columns, productColumns(product))
      if (product.currentStock !== undefined) plan.stock = product.currentStock
      if (product.barcode !== undefined && product.barcode !== plan.barcode) {
        if (plan.barcode && byBarcode.get(plan.barcode) === plan) byBarcode.delete(plan.barcode)
        plan.barcode = product.barcode
        if (plan.barcode) byBarcode.set(plan.barcode, plan)
      }
      byNameSize.set(nameSizeKey(product.name!, product.size), plan)
    }

    const now = new Date()
    const importId = randomUUID()
    const ledger = { type: 'import', sourceType: 'import', sourceId: importId, userId }
    let updated = 0
    let unchanged = 0

    /* Updates first, in file order, so a barcode moved away is free before a new product takes it. */
    const updates: Array<Record<string, unknown>> = []
    const counts: Array<{ productId: number; countedStock: number }> = []
    for (const plan of plans.filter((candidate) => candidate.existingId !== null)) {
      const id = plan.existingId!
      const before = existingById.get(id)!
      const changed = Object.entries(plan.columns).filter(
        ([column, value]) => !sameValue(column, before[column], value)
      )
      const stockChanged =
        plan.stock !== undefined && toMilli(plan.stock) !== toMilli(before.current_stock)
      if (changed.length > 0) updates.push({ id, ...Object.fromEntries(changed) })
      if (stockChanged) counts.push({ productId: id, countedStock: plan.stock! })
      if (changed.length > 0 || stockChanged) updated += 1
      else unchanged += 1
    }
    for (let start = 0; start < updates.length; start += UPSERT_BATCH) {
      await upsert(trx, updates.slice(start, start + UPSERT_BATCH), existingById, now)
    }
    await StockLedger.setCounts(
      trx,
      counts.map((count) => ({ ...count, ...ledger }))
    )

    const creates = plans.filter((plan) => plan.existingId === null)
    const createdIds = await insertProducts(trx, creates, now, lastIdBefore)
    const initialStock = creates
      .filter((plan) => plan.stock && plan.stock > 0)
      .map((plan) => ({ productId: createdIds.get(plan)!, change: plan.stock! }))
    await StockLedger.apply(
      trx,
      initialStock.map((entry) => ({ ...entry, ...ledger }))
    )

    if (creates.length > 0 || updated > 0) {
      await recordActivity(
        {
          userId,
          action: 'import',
          entityType: 'product',
          summary: `Imported products: ${creates.length} created, ${updated} updated`,
        },
        trx
      )
    }
    return { created: creates.length, updated, unchanged, rowErrors }
  })

  const allErrors = [...errors, ...outcome.rowErrors].sort((a, b) => a.row - b.row)
  return {
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    errors: allErrors,
  }
}

async function lastProductId(trx: TransactionClientContract) {
  const row = await trx.from(PRODUCTS_TABLE).max('id as last').first()
  return Number(row?.last ?? 0)
}

function newProductRow(plan: Plan, now: Date) {
  return {
    size: null,
    size_in_oz: null,
    case_size: DEFAULT_CASE_SIZE,
    reorder_level: DEFAULT_REORDER_LEVEL,
    par_level: null,
    unit_cost: 0,
    case_cost: null,
    barcode: null,
    vendor_id: null,
    ...plan.columns,
    current_stock: 0,
    last_updated: now,
    created_at: now,
    updated_at: now,
  }
}

const CHANGED_DURING_IMPORT =
  'The catalogue changed during the import. Please import the file again.'

/**
 * Batched inserts of the new products. Multi-row inserts do not report
 * every new id on MySQL, so the ids are read back: rows above the highest
 * id seen when the transaction began, by name and size. Products whose
 * name and size another new product shares (renamed by a later row) are
 * inserted one by one instead. A row of another transaction with the same
 * name and size (visible only under READ COMMITTED) makes the match
 * ambiguous: then the import is refused rather than guessed.
 */
async function insertProducts(
  trx: TransactionClientContract,
  creates: Plan[],
  now: Date,
  lastIdBefore: number
) {
  const ids = new Map<Plan, number>()
  const keyOf = (plan: Plan) =>
    nameSizeKey(plan.columns.name as string, plan.columns.size as string | null)
  const counts = new Map<string, number>()
  for (const plan of creates) counts.set(keyOf(plan), (counts.get(keyOf(plan)) ?? 0) + 1)
  const batched = creates.filter((plan) => counts.get(keyOf(plan)) === 1)

  for (const plan of creates.filter((candidate) => counts.get(keyOf(candidate))! > 1)) {
    const [id] = await trx.insertQuery().table(PRODUCTS_TABLE).insert(newProductRow(plan, now))
    ids.set(plan, Number(id))
  }
  if (batched.length === 0) return ids
  for (let start = 0; start < batched.length; start += UPSERT_BATCH) {
    await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .multiInsert(
        batched.slice(start, start + UPSERT_BATCH).map((plan) => newProductRow(plan, now))
      )
  }

  const byKey = new Map(batched.map((plan) => [keyOf(plan), plan]))
  const rows = await trx
    .from(PRODUCTS_TABLE)
    .where('id', '>', lastIdBefore)
    .whereNull('archived_at')
    .select('id', 'name', 'size')
  const found = new Set<Plan>()
  for (const row of rows) {
    const plan = byKey.get(nameSizeKey(row.name, row.size))
    if (!plan) continue
    if (found.has(plan)) throw new ConflictException(CHANGED_DURING_IMPORT)
    found.add(plan)
    ids.set(plan, Number(row.id))
  }
  if (found.size !== batched.length) throw new ConflictException(CHANGED_DURING_IMPORT)
  return ids
}

/**
 * One INSERT … ON CONFLICT(id) / ON DUPLICATE KEY UPDATE per batch. The
 * insert half never runs (every id exists) but must still satisfy NOT NULL,
 * so it carries the product's name and category.
 */
async function upsert(
  trx: TransactionClientContract,
  rows: Array<Record<string, unknown>>,
  existingById: Map<number, Record<string, any>>,
  now: Date
) {
  /* Rows of one file share their columns, but a row may change fewer of them: group by shape. */
  const groups = new Map<string, Array<Record<string, unknown>>>()
  for (const row of rows) {
    const shape = Object.keys(row).sort().join(',')
    groups.set(shape, [...(groups.get(shape) ?? []), row])
  }
  for (const group of groups.values()) {
    const columns = Object.keys(group[0]).filter((column) => column !== 'id')
    await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .multiInsert(
        group.map((row) => {
          const before = existingById.get(row.id as number)!
          return {
            name: before.name,
            category: before.category,
            ...row,
            last_updated: now,
            created_at: now,
            updated_at: now,
          }
        })
      )
      .onConflict('id')
      .merge([...columns, 'last_updated', 'updated_at'])
  }
}
