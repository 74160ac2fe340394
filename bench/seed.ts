import { randomUUID } from 'node:crypto'
import { CATEGORIES as PRODUCT_CATEGORIES } from '../modules/inventory/shared/product_rules.js'
import { sizeToOz } from '../modules/inventory/shared/size_to_oz.js'

/** A SQL client the seeder and the raw-query floor share: SQLite or MySQL, no ORM. */
export interface RawClient {
  dialect: 'sqlite' | 'mysql'
  all: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
  run: (sql: string, params?: unknown[]) => Promise<void>
  close: () => Promise<void>
}

const CATEGORIES = PRODUCT_CATEGORIES.filter((category) => category !== 'Other')
const SIZES = ['750ml', '1L', '1.75L', '375ml'].map((size) => [size, sizeToOz(size)] as const)

/* Deterministic, so runs compare like with like. */
function random(start: number) {
  let state = start
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

export async function insertMany(
  client: RawClient,
  table: string,
  rows: Record<string, unknown>[]
) {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
  const chunk = Math.max(1, Math.floor(900 / columns.length))
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk)
    const placeholders = slice.map(() => `(${columns.map(() => '?').join(',')})`).join(',')
    await client.run(
      `insert into ${table} (${columns.join(',')}) values ${placeholders}`,
      slice.flatMap((row) => columns.map((column) => row[column]))
    )
  }
}

export interface SeedCounts {
  vendors: number
  products: number
  recipes: number
  purchaseOrders: number
}

/**
 * A bar group's worth of data: 10,000 products with their opening ledger
 * rows, recipes and purchase orders where those modules exist.
 */
export async function seed(client: RawClient, counts: SeedCounts, tables: Set<string>) {
  const next = random(42)
  /* As the app writes them: epoch ms on SQLite, whose comparisons never match text with numbers. */
  const at = (ms: number) => (client.dialect === 'mysql' ? new Date(ms) : ms)
  const stamp = at(Date.now())
  /* The catalogue and its opening stock predate this month, as a bar's do: month-start figures read them. */
  const opened = at(Date.now() - 120 * 24 * 3600 * 1000)

  await insertMany(
    client,
    'vendors',
    Array.from({ length: counts.vendors }, (_, index) => ({
      name: `Distributor ${index + 1}`,
      contact_email: `orders${index + 1}@distributor.test`,
      created_at: stamp,
    }))
  )

  const products = Array.from({ length: counts.products }, (_, index) => {
    const [size, oz] = SIZES[index % SIZES.length]
    const stock = Math.floor(next() * 40)
    return {
      name: `${CATEGORIES[index % CATEGORIES.length]} Label ${String(index + 1).padStart(5, '0')}`,
      category: CATEGORIES[index % CATEGORIES.length],
      size,
      size_in_oz: oz,
      case_size: 12,
      current_stock: stock,
      reorder_level: 10,
      unit_cost: (5 + next() * 60).toFixed(2),
      case_cost: (60 + next() * 600).toFixed(2),
      barcode: String(4_000_000_000_000 + index),
      vendor_id: 1 + (index % counts.vendors),
      last_updated: opened,
      created_at: opened,
    }
  })
  await insertMany(client, 'products', products)
  await insertMany(
    client,
    'inventory_adjustments',
    products.map((product, index) => ({
      product_id: index + 1,
      adjustment_type: 'initial',
      quantity_change: product.current_stock,
      resulting_stock: product.current_stock,
      reason: 'Opening stock',
      adjustment_date: opened,
    }))
  )

  if (tables.has('recipes') && tables.has('recipe_ingredients')) {
    await insertMany(
      client,
      'recipes',
      Array.from({ length: counts.recipes }, (_, index) => ({
        name: `House Cocktail ${index + 1}`,
        instructions: 'Shake with ice, strain.',
        created_at: stamp,
      }))
    )
    const ingredients = []
    for (let recipe = 1; recipe <= counts.recipes; recipe++) {
      for (let part = 0; part < 4; part++) {
        ingredients.push({
          recipe_id: recipe,
          product_id: 1 + Math.floor(next() * counts.products),
          amount: '1 oz',
          amount_in_oz: 1,
          is_whole_bottle: 0,
        })
      }
    }
    await insertMany(client, 'recipe_ingredients', ingredients)
  }

  if (tables.has('purchase_orders') && tables.has('purchase_order_items')) {
    const statuses = ['created', 'sent', 'received']
    await insertMany(
      client,
      'purchase_orders',
      Array.from({ length: counts.purchaseOrders }, (_, index) => ({
        order_number: `PO-BENCH-${index + 1}`,
        vendor_id: 1 + (index % counts.vendors),
        status: statuses[index % statuses.length],
        total_amount: '500.00',
        order_date: stamp,
        created_at: stamp,
      }))
    )
    const items = []
    for (let order = 1; order <= counts.purchaseOrders; order++) {
      for (let line = 0; line < 5; line++) {
        items.push({
          purchase_order_id: order,
          product_id: 1 + Math.floor(next() * counts.products),
          quantity: 6,
          cases: 0,
          unit_cost: '20.00',
          total_cost: '120.00',
        })
      }
    }
    await insertMany(client, 'purchase_order_items', items)
  }

  return { adminPassword: randomUUID() }
}
