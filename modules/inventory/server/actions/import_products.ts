import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { DEFAULT_CASE_SIZE, DEFAULT_REORDER_LEVEL } from '#modules/inventory/shared/product_rules'
import { mapCategory, type MappedCategory } from '#modules/inventory/shared/category_mapping'
import { readSize } from '#modules/inventory/shared/size_to_oz'
import { createVendorsNamed, VENDORS_TABLE } from '#modules/vendors/server/index'
import {
  productColumns,
  type ProductInput,
} from '#modules/inventory/server/actions/product_actions'
import { StockLedger } from '#modules/inventory/server/services/stock_ledger'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import { toMilli } from '#app/database/driver_values'
import { insertRows } from '#app/database/insert_rows'
import { PRODUCT_FIELD_COLUMNS } from '#modules/inventory/server/transformers/product_transformer'
import type { ImportMapping, ImportPreviewJson } from '#modules/inventory/shared/product_json'
import type {
  CellValue,
  SheetBatches,
  SheetRow,
} from '#modules/inventory/server/spreadsheets/read_spreadsheet'
import { SpreadsheetRejected } from '#modules/inventory/server/spreadsheets/spreadsheet_errors'
import { Pacer } from '#modules/inventory/server/spreadsheets/pacer'
import { ownCopy, SharedTexts } from '#modules/inventory/server/spreadsheets/kept_texts'
import {
  ImportOutcomes,
  type ImportFileJson,
} from '#modules/inventory/server/spreadsheets/import_outcomes'
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

/** A finished import: every row's outcome, answered as ImportResultJson written in slices. */
export interface ImportReport {
  json(): Generator<string>
}

type RowInputValue = ProductInput & {
  name: string
  category: string
  vendor?: string | null
  sku?: string | null
}

/** A row that passed validation, reduced to what planning and writing need. */
interface ValidRow {
  index: number
  /** Product columns as stored; planning maps the category and sets the vendor. */
  columns: Record<string, unknown>
  category: string
  vendor: string | null | undefined
  stock: number | undefined
  blankUnitCost: boolean
  warnings: string[] | null
}

/*
 * A class rather than an object literal: every field exists from the
 * start, so V8 keeps them inside the object instead of adding a second
 * property array per plan when planning sets the later ones (100,000
 * plans in a capped file).
 */
class Plan {
  /** The outcome index of the first row of the file that names this product; -1 while none has. */
  index: number
  existingId: number | null
  barcode: string | null
  /** The first row's columns, copied before a later row's are merged in. */
  columns: Record<string, unknown> | null = null
  ownColumns = false
  stock: number | undefined = undefined
  /** Name and size as matched, from the last row applied (rows can rename a product). */
  key: string | undefined = undefined
  /** A new product's id once inserted. */
  createdId: number | undefined = undefined
  /** An existing product's stored unit cost is unknown (NULL). */
  costUnknown: boolean

  constructor(
    index: number,
    existingId: number | null,
    barcode: string | null,
    costUnknown = false
  ) {
    this.index = index
    this.existingId = existingId
    this.barcode = barcode
    this.costUnknown = costUnknown
  }
}

/* Rows per statement of the writes (insertRows' own batch) and per read of existing products. */
const WRITE_BATCH = 200
const READ_PAGE = 500
const PREVIEW_ROWS = 5

/* Sizes repeat ("750ml" thousands of times): their key is worked out once. */
const sizeKeys = new Map<string, string>()
function sizeKey(size: string | null | undefined) {
  const raw = size ?? ''
  let key = sizeKeys.get(raw)
  if (key === undefined) {
    key = readSize(raw)?.canonical.toLowerCase() ?? raw.trim().toLowerCase()
    if (sizeKeys.size < 10_000) sizeKeys.set(raw, key)
  }
  return key
}

/* Joined, not a template literal: one flat string instead of a chain of pieces kept per product. */
function nameSizeKey(name: string, size: string | null | undefined) {
  return [name.trim().toLowerCase(), sizeKey(size)].join('\u0000')
}

/* Row texts kept past their batch that do not go through SharedTexts. */
const KEPT_TEXTS = ['name', 'barcode', 'sku'] as const

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

/** Thrown inside the transaction of a dry run to roll it back. */
class DryRunFinished {}

/** The header row: the mapping to use, or what the mapping step needs when a required field is not mapped. */
async function settleMapping(header: SheetRow, options: ImportOptions) {
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
  return { columns, headerKey, mapping, missing: missingFields(mapping) }
}

/** One row's cells → a valid row, or its refusal recorded in the outcomes. */
async function validateRow(
  row: SheetRow,
  mapping: ImportMapping,
  outcomes: ImportOutcomes,
  shared: SharedTexts
): Promise<ValidRow | null> {
  const { input: raw, problems, blank } = rowInput(row.cells, mapping)
  for (const field of KEPT_TEXTS) {
    if (typeof raw[field] === 'string') raw[field] = ownCopy(raw[field])
  }
  const index = outcomes.add(row.rowNumber, typeof raw.name === 'string' ? raw.name : null)
  if (problems.length > 0) {
    outcomes.set(index, 'refused', problems)
    return null
  }
  const [error, input] = await importRowValidator.tryValidate(raw)
  if (error) {
    const messages = (error.messages as Array<{ message: string }>).map((item) => item.message)
    outcomes.set(index, 'refused', messages)
    return null
  }
  const warnings: string[] = []
  const value = input as RowInputValue
  if (!value.barcode && value.sku) value.barcode = value.sku
  let unreadableSize = false
  if (value.size) {
    const size = readSize(value.size)
    if (size) {
      value.size = size.canonical
    } else if (value.sizeInOz === undefined || value.sizeInOz === null) {
      warnings.push(ownCopy(`Size '${value.size}' could not be read: ounces left unknown`))
      unreadableSize = value.sizeInOz === undefined
    }
  }
  const { vendor, category, currentStock, ...fields } = value
  delete fields.sku
  /*
   * A blank cost never overwrites a known one; planning says what it means
   * for the product. Left out before the columns are built: a property
   * deleted from them would turn each kept row into a hash table.
   */
  const blankUnitCost = blank.has('unitCost')
  if (blankUnitCost) delete fields.unitCost
  const stored = productColumns(fields)
  /* An unreadable size is unknown, not 0 oz. */
  if (unreadableSize) stored.size_in_oz = null
  if ('size' in stored) stored.size = shared.of(stored.size)
  const sharedCategory = shared.of(category)
  /* Planning replaces it with the category as mapped. */
  stored.category = sharedCategory
  return {
    index,
    columns: stored,
    category: sharedCategory,
    vendor: shared.of(vendor),
    stock: currentStock,
    blankUnitCost,
    warnings: warnings.length > 0 ? warnings : null,
  }
}

/**
 * Imports product rows read batch by batch. Each row updates the active
 * product with the same barcode (or SKU), else the same name and
 * normalised size — unless both carry different codes — or creates one; a
 * later row naming the same product as an earlier one is merged into it.
 * Every row gets one outcome. The file is read and validated first
 * (nothing is written for a file over the row cap); then one transaction
 * plans against a narrow read of the catalogue and writes in batches;
 * stock changes go through the ledger as 'import' rows. Long stretches
 * yield to the event loop. A dry run answers the same and rolls back.
 */
export async function importProducts(
  batches: SheetBatches,
  options: ImportOptions
): Promise<ImportReport | ImportPreviewJson> {
  const pacer = new Pacer()
  const outcomes = new ImportOutcomes()
  const shared = new SharedTexts()
  const valid: ValidRow[] = []
  let settled: Awaited<ReturnType<typeof settleMapping>> | null = null
  const preview: string[][] = []
  let dataRows = 0
  for await (const batch of batches) {
    for (const row of batch) {
      if (!settled) {
        settled = await settleMapping(row, options)
        if (settled.missing.length > 0 && !options.dryRun) throw missingColumns(settled.missing)
        continue
      }
      if (++dataRows <= PREVIEW_ROWS) {
        preview.push(settled.columns.map((_, index) => previewCell(row.cells[index] ?? null)))
      }
      /* The mapping step needs only the preview and the number of rows. */
      if (settled.missing.length > 0) continue
      const validRow = await validateRow(row, settled.mapping, outcomes, shared)
      if (validRow) valid.push(validRow)
      await pacer.pause()
    }
  }
  if (!settled) throw new SpreadsheetRejected(422, 'The file is empty.')
  const { columns, headerKey, mapping, missing } = settled
  if (missing.length > 0) {
    return { dryRun: true, columns, mapping, missing, preview, totalRows: dataRows }
  }
  const file: ImportFileJson = { dryRun: !!options.dryRun, columns, mapping, preview }

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
    const catalogue = await readCatalogue(trx, pacer)
    const { byBarcode, byNameSize } = catalogue
    const categories = new Map<string, MappedCategory & { message: string | null }>()
    const plans: Plan[] = []

    for (const row of valid) {
      await pacer.pause()
      const { index, columns: rowColumns, vendor, blankUnitCost } = row
      const messages = row.warnings ? [...row.warnings] : []

      let category = categories.get(row.category)
      if (!category) {
        const mapped = mapCategory(row.category, catalogue.categories)
        category = {
          ...mapped,
          message:
            mapped.original === null
              ? null
              : `Category '${mapped.original}' imported as ${mapped.category}`,
        }
        categories.set(row.category, category)
      }
      if (category.message) messages.push(category.message)
      rowColumns.category = category.category

      delete rowColumns.vendor_id
      if (vendor !== undefined) {
        if (vendor === null) {
          rowColumns.vendor_id = null
        } else {
          const vendorId = vendorIds.get(vendor.toLowerCase())
          if (vendorId === undefined) {
            messages.push(`Vendor '${vendor}' is not set up: imported without a vendor`)
          } else {
            rowColumns.vendor_id = vendorId
            if (createdVendors.has(vendor.toLowerCase())) {
              messages.push(`Vendor '${vendor}' was created`)
              createdVendors.delete(vendor.toLowerCase())
            }
          }
        }
      }

      const name = rowColumns.name as string
      const code = (rowColumns.barcode as string | null | undefined) || null
      const key = nameSizeKey(name, rowColumns.size as string | null | undefined)
      let plan = code ? byBarcode.get(code) : undefined
      let matchedBy = 'barcode'
      if (!plan) {
        const candidate = byNameSize.get(key)
        matchedBy = 'name and size'
        if (candidate && code && candidate.barcode && candidate.barcode !== code) {
          /* Two real SKUs with one name and size are two products, never silently one. */
          messages.push(
            candidate.index >= 0
              ? `Same name and size as row ${outcomes.rowNumber(candidate.index)} but a different barcode: kept as a separate product`
              : `Same name and size as an existing product but a different barcode: kept as a separate product`
          )
        } else {
          plan = candidate
        }
      }

      let mergedInto = 0
      if (plan && plan.index >= 0) {
        mergedInto = outcomes.rowNumber(plan.index)
        messages.unshift(
          `Same ${matchedBy} as row ${mergedInto}: its values were applied to that product`
        )
      } else {
        if (plan) {
          plan.index = index
        } else {
          plan = new Plan(index, null, null)
        }
        plans.push(plan)
      }

      if (blankUnitCost) {
        if (plan.existingId !== null) {
          /* A cost already unknown stays so without a word: an exported file re-imports clean. */
          if (!plan.costUnknown) messages.push('Unit Cost is empty: the product keeps its cost')
        } else if (plan.columns?.unit_cost === undefined) {
          messages.push(
            'Unit Cost is empty: left unknown, so recipes using it show an incomplete cost'
          )
        }
      }
      /* A first row's outcome (created / updated / unchanged) is known once every row is applied. */
      outcomes.set(index, mergedInto ? 'merged' : 'unchanged', messages, name)
      if (mergedInto) outcomes.mergedInto(index, mergedInto)

      if (plan.columns === null) {
        plan.columns = rowColumns
      } else {
        if (!plan.ownColumns) {
          plan.columns = { ...plan.columns }
          plan.ownColumns = true
        }
        Object.assign(plan.columns, rowColumns)
      }
      if (row.stock !== undefined) plan.stock = row.stock
      plan.key = key
      if ('barcode' in rowColumns && code !== plan.barcode) {
        if (plan.barcode && byBarcode.get(plan.barcode) === plan) byBarcode.delete(plan.barcode)
        plan.barcode = code
        if (code) byBarcode.set(code, plan)
      }
      if (!byNameSize.has(key) || byNameSize.get(key)!.index < 0) byNameSize.set(key, plan)
    }

    const now = new Date()
    const ledger = {
      type: 'import',
      sourceType: 'import',
      sourceId: randomUUID(),
      userId: options.userId,
    }

    /* Updates first, in file order, so a barcode moved away is free before a new product takes it. */
    const updated = await updateProducts(trx, plans, outcomes, now, ledger, pacer)
    const creates = plans.filter((plan) => plan.existingId === null)
    await insertProducts(trx, creates, now, lastIdBefore, pacer)
    for (const plan of creates) {
      outcomes.outcome(plan.index, 'created', options.dryRun ? null : plan.createdId!)
      await pacer.pause()
    }
    const initialStock = creates
      .filter((plan) => plan.stock && plan.stock > 0)
      .map((plan) => ({ productId: plan.createdId!, change: plan.stock!, ...ledger }))
    for (let start = 0; start < initialStock.length; start += WRITE_BATCH) {
      await StockLedger.apply(trx, initialStock.slice(start, start + WRITE_BATCH))
      await pacer.yield()
    }

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
    if (options.dryRun) throw new DryRunFinished()
  }

  try {
    await StockLedger.transaction(work)
  } catch (error) {
    if (!(error instanceof DryRunFinished)) throw error
  }
  return { json: () => outcomes.json(file) }
}

function missingColumns(missing: string[]) {
  return new SpreadsheetRejected(
    422,
    `The first row must name the columns; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`
  )
}

async function vendorIdsByName(trx: TransactionClientContract, rows: ValidRow[]) {
  const byName = new Map<string, number>()
  if (!rows.some((row) => row.vendor)) return byName
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
  for (const { vendor } of rows) {
    const key = vendor?.toLowerCase()
    if (key && !byName.has(key) && !missing.has(key)) missing.set(key, vendor!)
  }
  return missing
}

/**
 * One keyset page of products after `lastId`, archived ones included (the
 * caller skips them): with `archived_at IS NULL` in the query, SQLite reads
 * the page through the (archived_at, name) index and sorts every active
 * product for each page, which made reading a 100k catalogue quadratic.
 */
function productsAfter(trx: TransactionClientContract, lastId: number, columns: string[]) {
  return trx
    .from(PRODUCTS_TABLE)
    .where('id', '>', lastId)
    .orderBy('id', 'asc')
    .limit(READ_PAGE)
    .select('id', 'name', 'size', 'archived_at', ...columns)
}

/**
 * What matching needs of the active catalogue — id, barcode, name and size,
 * the categories in use — read in keyset pages. The other columns are read
 * only for the products a row touches, when they are written.
 */
async function readCatalogue(trx: TransactionClientContract, pacer: Pacer) {
  const byBarcode = new Map<string, Plan>()
  const byNameSize = new Map<string, Plan>()
  const categories = new Set<string>()
  let lastId = 0
  for (;;) {
    const page = await productsAfter(trx, lastId, ['barcode', 'category', 'unit_cost'])
    for (const row of page) {
      if (row.archived_at !== null) continue
      const barcode = (row.barcode as string | null) || null
      /* Plans of existing products join the list only when a row touches them. */
      const plan = new Plan(-1, Number(row.id), barcode, row.unit_cost === null)
      if (barcode) byBarcode.set(barcode, plan)
      const key = nameSizeKey(row.name, row.size)
      if (!byNameSize.has(key)) byNameSize.set(key, plan)
      categories.add(String(row.category))
    }
    if (page.length < READ_PAGE) break
    lastId = Number(page[page.length - 1].id)
    await pacer.yield()
  }
  return { byBarcode, byNameSize, categories }
}

/**
 * Writes the rows' changes to existing products, a batch at a time: reads
 * the batch's stored columns, upserts what differs, sets counted stock
 * through the ledger, and records updated or unchanged. Answers how many
 * were updated.
 */
async function updateProducts(
  trx: TransactionClientContract,
  plans: Plan[],
  outcomes: ImportOutcomes,
  now: Date,
  ledger: { type: string; sourceType: string; sourceId: string; userId: string },
  pacer: Pacer
) {
  const existing = plans.filter((plan) => plan.existingId !== null)
  let updated = 0
  for (let start = 0; start < existing.length; start += WRITE_BATCH) {
    const batch = existing.slice(start, start + WRITE_BATCH)
    const stored = await trx
      .from(PRODUCTS_TABLE)
      .whereIn(
        'id',
        batch.map((plan) => plan.existingId!)
      )
      .select(...PRODUCT_FIELD_COLUMNS)
    const byId = new Map(stored.map((row) => [Number(row.id), row]))
    const updates: Array<Record<string, unknown>> = []
    const counts: Array<{ productId: number; countedStock: number }> = []
    for (const plan of batch) {
      const id = plan.existingId!
      const before = byId.get(id)!
      const changed = Object.entries(plan.columns!).filter(
        ([column, value]) => !sameValue(column, before[column], value)
      )
      const stockChanged =
        plan.stock !== undefined && toMilli(plan.stock) !== toMilli(before.current_stock)
      if (changed.length > 0) updates.push({ id, ...Object.fromEntries(changed) })
      if (stockChanged) counts.push({ productId: id, countedStock: plan.stock! })
      if (changed.length > 0 || stockChanged) {
        updated += 1
        outcomes.outcome(plan.index, 'updated', id)
      } else {
        outcomes.outcome(plan.index, 'unchanged', id)
      }
    }
    await upsert(trx, updates, byId, now)
    await StockLedger.setCounts(
      trx,
      counts.map((count) => ({ ...count, ...ledger }))
    )
    await pacer.yield()
  }
  return updated
}

async function lastProductId(trx: TransactionClientContract) {
  const row = await trx.from(PRODUCTS_TABLE).max('id as last').first()
  return Number(row?.last ?? 0)
}

/*
 * Every new product's row has these columns (each one productColumns can
 * set), so a batch goes through insertRows as one shape: knex's insert
 * builder sorted every row's keys, 10% of a 10k import's CPU.
 */
const NEW_PRODUCT_DEFAULTS = {
  size: null,
  size_in_oz: null,
  case_size: DEFAULT_CASE_SIZE,
  reorder_level: DEFAULT_REORDER_LEVEL,
  par_level: null,
  unit_cost: null,
  case_cost: null,
  barcode: null,
  vendor_id: null,
  full_weight_grams: null,
  empty_weight_grams: null,
}

function newProductRow(plan: Plan, now: Date): Record<string, unknown> {
  const columns = plan.columns!
  const row: Record<string, unknown> = { name: columns.name, category: columns.category }
  for (const [column, fallback] of Object.entries(NEW_PRODUCT_DEFAULTS)) {
    row[column] = columns[column] === undefined ? fallback : columns[column]
  }
  row.current_stock = 0
  row.last_updated = now
  row.created_at = now
  row.updated_at = now
  return row
}

const CHANGED_DURING_IMPORT =
  'The catalogue changed during the import. Please import the file again.'

/**
 * Batched inserts of the new products; each plan gets its `createdId`.
 * Multi-row inserts do not report every new id on MySQL, so the ids are
 * read back in keyset pages: rows above the highest
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
  lastIdBefore: number,
  pacer: Pacer
) {
  /* null: several new products share the key. */
  const byKey = new Map<string, Plan | null>()
  for (const plan of creates) {
    byKey.set(plan.key!, byKey.has(plan.key!) ? null : plan)
    await pacer.pause()
  }
  const batched: Plan[] = []
  const alone: Plan[] = []
  for (const plan of creates) {
    if (byKey.get(plan.key!) === plan) batched.push(plan)
    else alone.push(plan)
    await pacer.pause()
  }

  for (const plan of alone) {
    const [id] = await trx.insertQuery().table(PRODUCTS_TABLE).insert(newProductRow(plan, now))
    plan.createdId = Number(id)
    await pacer.pause()
  }
  if (batched.length === 0) return
  for (let start = 0; start < batched.length; start += WRITE_BATCH) {
    await insertRows(
      trx,
      PRODUCTS_TABLE,
      batched.slice(start, start + WRITE_BATCH).map((plan) => newProductRow(plan, now))
    )
    await pacer.yield()
  }

  let found = 0
  let lastId = lastIdBefore
  for (;;) {
    const page = await productsAfter(trx, lastId, [])
    for (const row of page) {
      if (row.archived_at !== null) continue
      const plan = byKey.get(nameSizeKey(row.name, row.size))
      if (!plan) continue
      if (plan.createdId !== undefined) throw new ConflictException(CHANGED_DURING_IMPORT)
      plan.createdId = Number(row.id)
      found += 1
    }
    if (page.length < READ_PAGE) break
    lastId = Number(page[page.length - 1].id)
    await pacer.yield()
  }
  if (found !== batched.length) throw new ConflictException(CHANGED_DURING_IMPORT)
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
    const group = groups.get(shape)
    if (group) group.push(row)
    else groups.set(shape, [row])
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
