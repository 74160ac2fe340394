import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { vendorExists } from '#modules/vendors/server/index'
import { roundOz, sizeToOz } from '#modules/inventory/shared/size_to_oz'
import { toQuantity } from '#app/database/driver_values'
import { fieldError } from '#app/exceptions/field_error'
import { insertReturningId } from '#app/database/insert_returning_id'
import { StockLedger } from '#modules/inventory/server/services/stock_ledger'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/tables'
import type {
  CreateProductPayload,
  UpdateProductPayload,
} from '#modules/inventory/server/validators/product_validators'
import { isStillReferenced } from '#app/database/database_errors'

/** A product's validated fields, any of them (an edit, an import row). */
export type ProductInput = UpdateProductPayload

/** Validated input → columns, for the fields that were sent (current_stock belongs to the ledger). */
export function productColumns(input: ProductInput) {
  const columns: Record<string, unknown> = {}
  if (input.name !== undefined) columns.name = input.name
  if (input.category !== undefined) columns.category = input.category
  if (input.size !== undefined) columns.size = input.size || null
  if (input.sizeInOz !== undefined) {
    columns.size_in_oz = input.sizeInOz === null ? null : roundOz(input.sizeInOz)
  } else if (input.size !== undefined) {
    /* The size rule applies whenever a size arrives without its ounces. */
    columns.size_in_oz = input.size ? roundOz(sizeToOz(input.size)) : null
  }
  if (input.caseSize !== undefined) columns.case_size = input.caseSize
  if (input.reorderLevel !== undefined) columns.reorder_level = input.reorderLevel
  if (input.parLevel !== undefined) columns.par_level = input.parLevel
  if (input.unitCost !== undefined) columns.unit_cost = input.unitCost
  if (input.caseCost !== undefined) columns.case_cost = input.caseCost
  if (input.barcode !== undefined) columns.barcode = input.barcode || null
  if (input.vendorId !== undefined) columns.vendor_id = input.vendorId
  if (input.fullWeightGrams !== undefined) columns.full_weight_grams = input.fullWeightGrams
  if (input.emptyWeightGrams !== undefined) columns.empty_weight_grams = input.emptyWeightGrams
  return columns
}

async function assertBarcodeFree(
  trx: TransactionClientContract,
  barcode: string | null | undefined,
  exceptId?: number
) {
  if (!barcode) return
  const query = trx.from(PRODUCTS_TABLE).where('barcode', barcode).select('id', 'name')
  if (exceptId !== undefined) query.whereNot('id', exceptId)
  const owner = await query.first()
  if (owner) {
    throw new ConflictException(`Barcode ${barcode} is already used by ${owner.name as string}`)
  }
}

async function assertVendor(trx: TransactionClientContract, vendorId: number | null | undefined) {
  if (vendorId && !(await vendorExists(vendorId, trx))) {
    throw fieldError('vendorId', 'The selected vendor does not exist')
  }
}

export async function createProduct(input: CreateProductPayload, userId: string): Promise<number> {
  return StockLedger.transaction(async (trx) => {
    await assertBarcodeFree(trx, input.barcode)
    await assertVendor(trx, input.vendorId)
    const now = new Date()
    const productId = await insertReturningId(trx, PRODUCTS_TABLE, {
      size_in_oz: null,
      ...productColumns(input),
      current_stock: 0,
      last_updated: now,
      created_at: now,
      updated_at: now,
    })
    if (input.currentStock && input.currentStock > 0) {
      await StockLedger.apply(trx, [
        { productId, change: input.currentStock, type: 'initial', userId },
      ])
    }
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'product',
        entityId: productId,
        summary: `Added product ${input.name}`,
      },
      trx
    )
    return productId
  })
}

async function lockActiveProduct(trx: TransactionClientContract, id: number) {
  const row = await trx
    .from(PRODUCTS_TABLE)
    .where('id', id)
    .whereNull('archived_at')
    .forUpdate()
    .select('id', 'name', 'current_stock', 'vendor_id')
    .first()
  if (!row) throw new NotFoundException('Product not found')
  return {
    id: Number(row.id),
    name: row.name as string,
    currentStock: toQuantity(row.current_stock),
    vendorId: row.vendor_id === null ? null : Number(row.vendor_id),
  }
}

export async function updateProduct(
  id: number,
  input: ProductInput,
  userId: string
): Promise<number> {
  return StockLedger.transaction(async (trx) => {
    const before = await lockActiveProduct(trx, id)
    await assertBarcodeFree(trx, input.barcode, id)
    /* Keeping a preferred vendor that has since been archived is allowed; choosing one is not. */
    if (input.vendorId !== before.vendorId) await assertVendor(trx, input.vendorId)

    const columns = productColumns(input)
    const changedFields = Object.keys(columns).length > 0
    if (changedFields) {
      const now = new Date()
      await trx
        .from(PRODUCTS_TABLE)
        .where('id', id)
        .update({ ...columns, last_updated: now, updated_at: now })
    }
    const stockChanged =
      input.currentStock !== undefined && toQuantity(input.currentStock) !== before.currentStock
    if (stockChanged) {
      await StockLedger.setCount(trx, {
        productId: id,
        countedStock: input.currentStock!,
        type: 'manual_edit',
        userId,
      })
    }

    if (changedFields || stockChanged) {
      const name = input.name ?? before.name
      await recordActivity(
        {
          userId,
          action: 'update',
          entityType: 'product',
          entityId: id,
          summary:
            stockChanged && !changedFields
              ? `Set stock of ${name} from ${before.currentStock} to ${toQuantity(input.currentStock)}`
              : `Updated product ${name}`,
        },
        trx
      )
    }
    return id
  })
}

/**
 * Removes a product nobody refers to; a product with history (ledger rows,
 * or rows of other modules that reference it with RESTRICT) is archived
 * instead, and its barcode freed for a new product.
 */
export async function deleteProduct(id: number, userId: string): Promise<'deleted' | 'archived'> {
  return StockLedger.transaction(async (trx) => {
    const product = await lockActiveProduct(trx, id)
    const history = await trx.from(ADJUSTMENTS_TABLE).where('product_id', id).select('id').first()
    let outcome: 'deleted' | 'archived' = 'archived'
    if (!history) {
      try {
        await trx.from(PRODUCTS_TABLE).where('id', id).delete()
        outcome = 'deleted'
      } catch (error) {
        if (!isStillReferenced(error)) throw error
      }
    }
    if (outcome === 'archived') {
      const now = new Date()
      await trx
        .from(PRODUCTS_TABLE)
        .where('id', id)
        .update({ archived_at: now, barcode: null, updated_at: now })
    }
    await recordActivity(
      {
        userId,
        action: 'delete',
        entityType: 'product',
        entityId: id,
        summary: `Deleted product ${product.name}`,
      },
      trx
    )
    return outcome
  })
}
