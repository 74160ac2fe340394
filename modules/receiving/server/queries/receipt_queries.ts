import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { costChangesBySource, productsByIds } from '#modules/inventory/server/index'
import { recipeCostImpacts } from '#modules/recipes/server/index'
import { getOrderForReceiving } from '#modules/purchasing/server/index'
import {
  INVOICE_PHOTOS_TABLE,
  RECEIPT_ITEMS_TABLE,
  RECEIPT_REVISIONS_TABLE,
  RECEIPTS_TABLE,
} from '#modules/receiving/server/tables'
import {
  ITEM_COLUMNS,
  PHOTO_COLUMNS,
  RECEIPT_COLUMNS,
  toItemJson,
  toPhotoJson,
} from '#modules/receiving/server/transformers/receipt_transformer'
import type { OrderDetailJson } from '#modules/purchasing/server/index'
import type {
  CostChangeJson,
  ReceiptItemJson,
  ReceiptJson,
  ReceiptRevisionJson,
  UserRefJson,
} from '#modules/receiving/shared/receipt_json'
import { toBoolean, toIso, toIsoOrNull } from '#app/database/driver_values'

async function usersByIds(ids: Array<string | null>, client: QueryClientContract) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  const found = new Map<string, UserRefJson>()
  if (unique.length === 0) return found
  const rows = await client.from('users').whereIn('id', unique).select('id', 'username')
  for (const row of rows) found.set(String(row.id), { id: String(row.id), username: row.username })
  return found
}

/** The affected cocktails of some cost changes (unit cost changes only: recipes price by bottle). */
export function affectedRecipes(changes: CostChangeJson[], client: QueryClientContract) {
  return recipeCostImpacts(
    changes
      .filter((change) => change.oldUnitCost !== change.newUnitCost)
      .map((change) => ({
        productId: change.productId,
        oldUnitCost: change.oldUnitCost,
        newUnitCost: change.newUnitCost,
      })),
    client
  )
}

/**
 * The receipt read shape: items with their products, photos, who and when,
 * earlier revisions, the back-order, and the cost changes it made with the
 * recipes they affect. `costChanges` overrides the history's (the receive
 * answer lists the changes of that very call); `created` says the receipt
 * was written just now in `trx`, so the reads that must come back empty
 * (revisions, photos when none were linked) are skipped.
 */
export async function findReceipt(
  id: number,
  trx?: TransactionClientContract,
  known: {
    costChanges?: CostChangeJson[]
    order?: OrderDetailJson
    created?: { by: UserRefJson; photosLinked: boolean }
  } = {}
): Promise<ReceiptJson | null> {
  const { costChanges, created } = known
  const client: QueryClientContract = trx ?? db.connection()
  const row = await client
    .from(RECEIPTS_TABLE)
    .where('id', id)
    .select(...RECEIPT_COLUMNS)
    .first()
  if (!row) return null
  const [items, photos, revisions, order] = await Promise.all([
    client
      .from(RECEIPT_ITEMS_TABLE)
      .where('receipt_id', id)
      .select(...ITEM_COLUMNS)
      .orderBy('id', 'asc'),
    created && !created.photosLinked
      ? []
      : client
          .from(INVOICE_PHOTOS_TABLE)
          .where('receipt_id', id)
          .select(...PHOTO_COLUMNS)
          .orderBy('id', 'asc'),
    created
      ? []
      : client
          .from(RECEIPT_REVISIONS_TABLE)
          .where('receipt_id', id)
          .select('revision', 'snapshot', 'replaced_by', 'replaced_at')
          .orderBy('revision', 'asc'),
    known.order ?? getOrderForReceiving(Number(row.purchase_order_id), trx),
  ])
  /* The order's items already carry their products; only lines off the order need a lookup. */
  const products = new Map<number, NonNullable<ReceiptItemJson['product']>>()
  for (const item of order?.items ?? []) {
    if (item.product) products.set(item.productId, item.product)
  }
  const missing = items
    .map((item) => Number(item.product_id))
    .filter((productId) => !products.has(productId))
  for (const product of await productsByIds(missing, client)) products.set(product.id, product)
  const snapshots = revisions.map((revision) => ({
    ...(JSON.parse(revision.snapshot) as Omit<ReceiptRevisionJson, 'replacedAt' | 'replacedBy'>),
    replacedAt: toIso(revision.replaced_at),
    replacedById: revision.replaced_by as string | null,
  }))
  const users = created
    ? new Map([[created.by.id, created.by]])
    : await usersByIds(
        [row.received_by, row.adjusted_by, ...snapshots.map((snapshot) => snapshot.replacedById)],
        client
      )
  let backOrder: ReceiptJson['backOrder'] = null
  if (row.back_order_id !== null) {
    const owed = await getOrderForReceiving(Number(row.back_order_id), trx)
    if (owed) backOrder = { id: owed.id, orderNumber: owed.orderNumber }
  }
  const changes = costChanges ?? (await costChangesBySource('receipt', id, client))
  return {
    id: Number(row.id),
    purchaseOrderId: Number(row.purchase_order_id),
    orderNumber: order?.orderNumber ?? null,
    vendor: order?.vendor ?? null,
    receivedDate: toIso(row.received_date),
    invoicePhotoUrl: row.invoice_photo_url ?? null,
    notes: row.notes ?? null,
    isComplete: toBoolean(row.is_complete),
    revision: Number(row.revision),
    receivedBy: row.received_by ? (users.get(String(row.received_by)) ?? null) : null,
    adjustedAt: toIsoOrNull(row.adjusted_at),
    adjustedBy: row.adjusted_by ? (users.get(String(row.adjusted_by)) ?? null) : null,
    items: items.map((item) => {
      const product = products.get(Number(item.product_id))
      return toItemJson(
        item,
        product
          ? {
              name: product.name,
              category: product.category,
              size: product.size,
              caseSize: product.caseSize,
            }
          : null
      )
    }),
    photos: photos.map(toPhotoJson),
    revisions: snapshots.map(({ replacedById, ...snapshot }) => ({
      ...snapshot,
      replacedBy: replacedById ? (users.get(replacedById) ?? null) : null,
    })),
    backOrder,
    costChanges: changes,
    affectedRecipes: await affectedRecipes(changes, client),
  }
}

/** The id of an order's receipt (the latest, should an API client have made several); null when none. */
export async function receiptIdOfOrder(
  orderId: number,
  client: QueryClientContract = db.connection()
): Promise<number | null> {
  const row = await client
    .from(RECEIPTS_TABLE)
    .where('purchase_order_id', orderId)
    .orderBy('id', 'desc')
    .select('id')
    .first()
  return row ? Number(row.id) : null
}
