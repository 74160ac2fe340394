import { randomUUID } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { DEFAULT_CASE_SIZE, DEFAULT_REORDER_LEVEL } from '#modules/inventory/shared/product_rules'
import { mapCategory } from '#modules/inventory/shared/category_mapping'
import { readSize } from '#modules/inventory/shared/size_to_oz'
import { createVendorsNamed, VENDORS_TABLE } from '#modules/vendors/server/index'
import {
  productColumns,
  type ProductInput,
} from '#modules/inventory/server/actions/product_actions'
import { StockLedger } from '#modules/inventory/server/services/stock_ledger'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toMilli } from '#app/database/driver_values'
import { PRODUCT_FIELD_COLUMNS } from '#modules/inventory/server/transformers/product_transformer'
import type {
  ImportMapping,
  ImportPreviewJson,
  ImportResultJson,
  ImportRowJson,
} from '#modules/inventory/shared/product_json'
import type { CellValue, SheetRow } from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import {
  detectMapping,
  headerLabels,
  headerSetKey,
  importRowValidator,
  missingFields,
  rowInput,
} from '#modules/inventory/server/spreadsheets/product_columns'
import {
  rememberedMapping,
  rememberMapping,
} from '#modules/inventory/server/spreadsheets/import_mappings'

export interface ImportOptions {
  userId: string
  /** The mapping the manager chose; else the one remembered for these headers, else detected. */
  mapping?: ImportMapping
  /** Work everything out and answer as an import would, then roll back. */
  dryRun?: boolean
  /** Create vendors the file names that are not set up, instead of leaving products without one. */
  createVendors?: boolean
}

type RowInputValue = ProductInput & {
  name: string
  category: string
  vendor?: string | null
  sku?: string | null
}

interface ValidRow {
  rowNumber: number
  input: RowInputValue
  blankUnitCost: boolean
  warnings: string[]
}

interface Plan {
  /** The first row of the file that names this product; 0 while none has. */
  rowNumber: number
  existingId: number | null
  barcode: string | null
  columns: Record<string, unknown>
  stock?: number
}

const UPSERT_BATCH = 200
/* Rows validated between two yields to the event loop, so other requests are served meanwhile. */
const ROWS_PER_SLICE = 1000
const PREVIEW_ROWS = 5

function sizeKey(size: string | null | undefined) {
  return readSize(size)?.canonical.toLowerCase() ?? (size ?? '').trim().toLowerCase()
}

function nameSizeKey(name: string, size: string | null | undefined) {
  return `${name.trim().toLowerCase()}\u0000${sizeKey(size)}`
}

/* Two column values are the same when the database would store them the same. */
function sameValue(column: string, before: unknown, after: unknown) {
  if (before === null || before === undefined || after === null || after === undefined) {
    return (before ?? null) === (after ?? null)
  }
  if (column === 'size') return sizeKey(String(before)) === sizeKey(String(after))
  if (typeof after === 'number') {
    return column === 'size_in_oz' || column.endsWith('cost')
      ? Math.round(Number(before) * 100) === Math.round(after * 100)
      : Number(before) === after
  }
  return String(before) === String(after)
}

function previewCell(value: CellValue): string {
  if (value === null) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** Thrown inside the transaction of a dry run to roll it back, carrying the answer out. */
class DryRunFinished {
  constructor(readonly result: ImportResultJson) {}
}

class RowOutcomes {
  readonly byRow = new Map<number, ImportRowJson>()

  set(row: number, name: string | null, outcome: ImportRowJson['outcome'], messages: string[]) {
    this.byRow.set(row, { row, outcome, productId: null, mergedInto: null, name, messages })
  }

  get(row: number) {
    return this.byRow.get(row)!
  }
}

/** Rows as the validator sees them; refused rows get their outcome here. */
async function validateRows(data: SheetRow[], mapping: ImportMapping, outcomes: RowOutcomes) {
  const valid: ValidRow[] = []
  let sinceYield = 0
  for (const row of data) {
    if (++sinceYield === ROWS_PER_SLICE) {
      sinceYield = 0
      await yieldToEventLoop()
    }
    const { input: raw, problems, blank } = rowInput(row.cells, mapping)
    const name = typeof raw.name === 'string' ? raw.name : null
    if (problems.length > 0) {
      outcomes.set(row.rowNumber, name, 'refused', problems)
      continue
    }
    const [error, input] = await importRowValidator.tryValidate(raw)
    if (error) {
      const messages = (error.messages as Array<{ message: string }>).map((item) => item.message)
      outcomes.set(row.rowNumber, name, 'refused', messages)
      continue
    }
    const warnings: string[] = []
    const value = input as RowInputValue
    if (!value.barcode && value.sku) value.barcode = value.sku
    if (value.size) {
      const size = readSize(value.size)
      if (size) {
        value.size = size.canonical
      } else if (value.sizeInOz === undefined || value.sizeInOz === null) {
        warnings.push(`Size '${value.size}' could not be read: ounces left unknown`)
      }
    }
    valid.push({
      rowNumber: row.rowNumber,
      input: value,
      blankUnitCost: blank.has('unitCost'),
      warnings,
    })
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

/** Vendors named by rows but not set up, spelled as the first row spells them. */
function missingVendors(rows: ValidRow[], byName: Map<string, number>) {
  const missing = new Map<string, string>()
  for (const { input } of rows) {
    const key = input.vendor?.toLowerCase()
    if (key && !byName.has(key) && !missing.has(key)) missing.set(key, input.vendor!)
  }
  return missing
}

/**
 * Reads the header, settles the column mapping and, when a required column
 * is not mapped, answers the mapping step's material (dry run) or refuses
 * the file (import).
 */
async function settleMapping(rows: SheetRow[], options: ImportOptions) {
  const [header, ...data] = rows
  if (!header) throw new SpreadsheetRejected(422, 'The file is empty.')
  const columns = headerLabels(header.cells)
  const headerKey = headerSetKey(header.cells)
  const mapping =
    options.mapping ??
    (await rememberedMapping(headerKey, columns.length)) ??
    detectMapping(header.cells)
  const outside = Object.values(mapping).find((index) => index !== null && index >= columns.length)
  if (outside !== undefined) {
    throw new SpreadsheetRejected(422, `The file has no column ${outside! + 1} to map.`)
  }
  const preview = data
    .slice(0, PREVIEW_ROWS)
    .map((row) => columns.map((_, index) => previewCell(row.cells[index] ?? null)))
  return { data, columns, headerKey, mapping, preview, missing: missingFields(mapping) }
}

/**
 * Imports product rows. Each row updates the active product with the same
 * barcode (or SKU), else the same name and normalised size — unless both
 * carry different codes — or creates one; a later row naming the same
 * product as an earlier one is merged into it. Every row gets one outcome.
 * Everything happens in one transaction with batched upserts; stock changes
 * go through the ledger as 'import' rows. A dry run answers the same and
 * rolls back.
 */
export async function importProducts(
  rows: SheetRow[],
  options: ImportOptions
): Promise<ImportResultJson | ImportPreviewJson> {
  const { data, columns, headerKey, mapping, preview, missing } = await settleMapping(rows, options)
  if (missing.length > 0) {
    if (options.dryRun) {
      return { dryRun: true, columns, mapping, missing, preview, totalRows: data.length }
    }
    throw new SpreadsheetRejected(
      422,
      `The first row must name the columns; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`
    )
  }

  const outcomes = new RowOutcomes()
  const valid = await validateRows(data, mapping, outcomes)

  const work = async (trx: TransactionClientContract) => {
    const lastIdBefore = await lastProductId(trx)
    const vendorIds = await vendorIdsByName(trx, valid)
    const unknownVendors = missingVendors(valid, vendorIds)
    const createdVendors = new Set<string>()
    if (options.createVendors && unknownVendors.size > 0) {
      const created = await createVendorsNamed(trx, [...unknownVendors.values()])
      for (const [name, id] of created) {
        vendorIds.set(name.toLowerCase(), id)
        createdVendors.add(name.toLowerCase())
      }
    }
    const existing = await trx
      .from(PRODUCTS_TABLE)
      .whereNull('archived_at')
      .orderBy('id', 'asc')
      .select(...PRODUCT_FIELD_COLUMNS)
    const existingById = new Map(existing.map((row) => [Number(row.id), row]))
    const knownCategories = new Set<string>(existing.map((row) => String(row.category)))
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

    let planned = 0
    for (const { rowNumber, input, blankUnitCost, warnings } of valid) {
      /* Planning is CPU work: let requests that need no database run between slices. */
      if (++planned % ROWS_PER_SLICE === 0) await yieldToEventLoop()
      const { vendor, ...fields } = input
      delete fields.sku
      const product: ProductInput = { ...fields }
      const messages = [...warnings]

      const category = mapCategory(input.category, knownCategories)
      if (category.original !== null) {
        messages.push(`Category '${category.original}' imported as ${category.category}`)
      }
      product.category = category.category

      if (vendor !== undefined) {
        if (vendor === null) {
          product.vendorId = null
        } else {
          const vendorId = vendorIds.get(vendor.toLowerCase())
          if (vendorId === undefined) {
            messages.push(`Vendor '${vendor}' is not set up: imported without a vendor`)
          } else {
            product.vendorId = vendorId
            if (createdVendors.has(vendor.toLowerCase())) {
              messages.push(`Vendor '${vendor}' was created`)
              createdVendors.delete(vendor.toLowerCase())
            }
          }
        }
      }

      const code = product.barcode || null
      const key = nameSizeKey(product.name!, product.size)
      let plan = code ? byBarcode.get(code) : undefined
      let matchedBy = 'barcode'
      if (!plan) {
        const candidate = byNameSize.get(key)
        matchedBy = 'name and size'
        if (candidate && code && candidate.barcode && candidate.barcode !== code) {
          /* Two real SKUs with one name and size are two products, never silently one. */
          messages.push(
            candidate.rowNumber > 0
              ? `Same name and size as row ${candidate.rowNumber} but a different barcode: kept as a separate product`
              : `Same name and size as an existing product but a different barcode: kept as a separate product`
          )
        } else {
          plan = candidate
        }
      }

      if (plan && plan.rowNumber > 0) {
        outcomes.set(rowNumber, product.name!, 'merged', [
          `Same ${matchedBy} as row ${plan.rowNumber}: its values were applied to that product`,
          ...messages,
        ])
        outcomes.get(rowNumber).mergedInto = plan.rowNumber
      } else {
        if (plan) {
          plan.rowNumber = rowNumber
        } else {
          plan = { rowNumber, existingId: null, barcode: null, columns: {} }
        }
        plans.push(plan)
        /* The outcome (created / updated / unchanged) is known once every row is applied. */
        outcomes.set(rowNumber, product.name!, 'unchanged', messages)
      }

      const columnsOfRow = productColumns(product)
      if (product.size && !readSize(product.size) && product.sizeInOz === undefined) {
        /* An unreadable size is unknown, not 0 oz. */
        columnsOfRow.size_in_oz = null
      }
      if (blankUnitCost) {
        if (plan.existingId !== null) {
          delete columnsOfRow.unit_cost
          /* A cost already unknown stays so without a word: an exported file re-imports clean. */
          if (existingById.get(plan.existingId)!.unit_cost !== null) {
            outcomes.get(rowNumber).messages.push('Unit Cost is empty: the product keeps its cost')
          }
        } else if (plan.columns.unit_cost === undefined) {
          columnsOfRow.unit_cost = null
          outcomes
            .get(rowNumber)
            .messages.push(
              'Unit Cost is empty: left unknown, so recipes using it show an incomplete cost'
            )
        } else {
          delete columnsOfRow.unit_cost
        }
      }
      Object.assign(plan.columns, columnsOfRow)
      if (product.currentStock !== undefined) plan.stock = product.currentStock
      if (product.barcode !== undefined && code !== plan.barcode) {
        if (plan.barcode && byBarcode.get(plan.barcode) === plan) byBarcode.delete(plan.barcode)
        plan.barcode = code
        if (code) byBarcode.set(code, plan)
      }
      if (!byNameSize.has(key) || byNameSize.get(key)!.rowNumber === 0) byNameSize.set(key, plan)
    }

    const now = new Date()
    const importId = randomUUID()
    const ledger = {
      type: 'import',
      sourceType: 'import',
      sourceId: importId,
      userId: options.userId,
    }
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
      const outcome = outcomes.get(plan.rowNumber)
      outcome.productId = id
      if (changed.length > 0 || stockChanged) {
        updated += 1
        outcome.outcome = 'updated'
      } else {
        unchanged += 1
      }
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
    for (const plan of creates) {
      const outcome = outcomes.get(plan.rowNumber)
      outcome.outcome = 'created'
      outcome.productId = options.dryRun ? null : createdIds.get(plan)!
    }
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
          userId: options.userId,
          action: 'import',
          entityType: 'product',
          summary: `Imported products: ${creates.length} created, ${updated} updated`,
        },
        trx
      )
    }
    if (options.mapping && !options.dryRun) await rememberMapping(trx, headerKey, mapping)

    const result = summarise(data, outcomes, {
      columns,
      mapping,
      preview,
      dryRun: !!options.dryRun,
    })
    if (options.dryRun) throw new DryRunFinished(result)
    return result
  }

  try {
    return await StockLedger.transaction(work)
  } catch (error) {
    if (error instanceof DryRunFinished) return error.result
    throw error
  }
}

function summarise(
  data: SheetRow[],
  outcomes: RowOutcomes,
  file: Pick<ImportResultJson, 'columns' | 'mapping' | 'preview' | 'dryRun'>
): ImportResultJson {
  const rows = data.map((row) => outcomes.get(row.rowNumber))
  const result: ImportResultJson = {
    created: 0,
    updated: 0,
    unchanged: 0,
    merged: 0,
    errors: [],
    warnings: [],
    totalRows: rows.length,
    rows,
    ...file,
  }
  for (const row of rows) {
    if (row.outcome === 'refused') {
      result.errors.push({ row: row.row, message: row.messages.join('; ') })
      continue
    }
    result[row.outcome] += 1
    const warnings = row.outcome === 'merged' ? row.messages.slice(1) : row.messages
    for (const message of warnings) result.warnings.push({ row: row.row, message })
  }
  return result
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
    unit_cost: null,
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
