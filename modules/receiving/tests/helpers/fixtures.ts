import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#app/auth/models/user'
import { insertedId } from '#app/database/insert_returning_id'
import { createProduct } from '#modules/inventory/tests/factories'
import { createVendor } from '#modules/vendors/tests/factories'
import { ADJUSTMENTS_TABLE, PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { PURCHASE_ORDER_ITEMS_TABLE, PURCHASE_ORDERS_TABLE } from '#modules/purchasing/server/index'
import { RECIPE_INGREDIENTS_TABLE, RECIPES_TABLE } from '#modules/recipes/server/index'

/*
 * Rows of other modules' tables that receiving tests stand on, written
 * straight to the database (opening stock through the ledger): these tests
 * are about receiving, not about how orders are made.
 */

let counter = 0

export function insertVendor(contactEmail: string | null = null) {
  counter += 1
  return createVendor(`Vendor ${counter}`, { contact_email: contactEmail })
}

/** A product (default 'Spirit N'), opening stock through the ledger, by inventory's factory. */
export function insertProduct(
  options: {
    stock?: number
    unitCost?: number
    caseCost?: number | null
    caseSize?: number
    barcode?: string
  } = {}
) {
  counter += 1
  return createProduct({ name: `Spirit ${counter}`, ...options })
}

export interface OrderLine {
  productId: number
  cases?: number
  quantity?: number
  unitCost?: number
  caseCost?: number | null
}

/** An order written directly in the given status; returns its id and its item ids in line order. */
export async function insertOrder(vendorId: number, lines: OrderLine[], status = 'sent') {
  counter += 1
  const now = new Date()
  const [inserted] = await db
    .insertQuery()
    .table(PURCHASE_ORDERS_TABLE)
    .insert({
      order_number: `PO-TEST-${counter}`,
      vendor_id: vendorId,
      status,
      total_amount: 0,
      order_date: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const id = insertedId(inserted)
  const itemIds: number[] = []
  for (const line of lines) {
    const [item] = await db
      .insertQuery()
      .table(PURCHASE_ORDER_ITEMS_TABLE)
      .insert({
        purchase_order_id: id,
        product_id: line.productId,
        cases: line.cases ?? 0,
        quantity: line.quantity ?? 0,
        unit_cost: line.unitCost ?? 20,
        case_cost: line.caseCost ?? null,
        total_cost: 0,
      })
      .returning('id')
    itemIds.push(insertedId(item))
  }
  return { id, itemIds }
}

export async function insertRecipe(
  name: string,
  menuPrice: number | null,
  productId: number,
  amountInOz: number
) {
  const now = new Date()
  const [inserted] = await db
    .insertQuery()
    .table(RECIPES_TABLE)
    .insert({ name, menu_price: menuPrice, created_at: now, updated_at: now })
    .returning('id')
  const id = insertedId(inserted)
  await db
    .insertQuery()
    .table(RECIPE_INGREDIENTS_TABLE)
    .insert({
      recipe_id: id,
      product_id: productId,
      amount: `${amountInOz} oz`,
      amount_in_oz: amountInOz,
      is_whole_bottle: false,
    })
  return id
}

export async function stockOf(productId: number): Promise<number> {
  const row = await db.from(PRODUCTS_TABLE).where('id', productId).select('current_stock').first()
  return Math.round(Number(row.current_stock) * 1000) / 1000
}

export async function productCosts(productId: number) {
  const row = await db
    .from(PRODUCTS_TABLE)
    .where('id', productId)
    .select('unit_cost', 'case_cost')
    .first()
  return {
    unitCost: row.unit_cost === null ? null : Number(row.unit_cost).toFixed(2),
    caseCost: row.case_cost === null ? null : Number(row.case_cost).toFixed(2),
  }
}

export async function ledgerOf(productId: number) {
  const rows = await db
    .from(ADJUSTMENTS_TABLE)
    .where('product_id', productId)
    .orderBy('id', 'asc')
    .select('adjustment_type', 'quantity_change', 'source_type')
  return rows.map((row) => ({
    type: String(row.adjustment_type),
    change: Math.round(Number(row.quantity_change) * 1000) / 1000,
    sourceType: row.source_type,
  }))
}

export async function orderStatus(id: number) {
  const row = await db.from(PURCHASE_ORDERS_TABLE).where('id', id).select('status').first()
  return row?.status as string | undefined
}

/** A signed-in, CSRF-carrying request. */
export function as(
  client: ApiClient,
  user: User,
  method: 'get' | 'post' | 'put',
  url: string,
  body?: object
) {
  const request = client[method](url).loginAs(user)
  if (method !== 'get') request.withCsrfToken()
  if (body) request.json(body)
  return request
}

/** Smallest valid files of each kind, by their magic numbers. */
export const FILES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452', 'hex'),
    Buffer.alloc(64, 1),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x20, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32),
  ]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from('<!doctype html><html><body>hi</body></html>'),
}

/**
 * A signed-in browser tab over plain fetch: Japa's client queues each
 * request behind pending session writes, which would serialise requests a
 * concurrency test means to send together.
 */
export class FetchTab {
  #cookies = new Map<string, string>()

  static async signIn(username: string, password: string) {
    const tab = new FetchTab()
    await tab.send('GET', '/api/auth/me')
    const login = await tab.send('POST', '/api/auth/login', { username, password })
    if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`)
    return tab
  }

  async send(method: string, path: string, body?: object | Buffer, contentType?: string) {
    const headers: Record<string, string> = {
      cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let payload: string | Buffer | undefined
    if (Buffer.isBuffer(body)) {
      payload = body
      headers['content-type'] = contentType ?? 'application/octet-stream'
    } else if (body) {
      payload = JSON.stringify(body)
      headers['content-type'] = 'application/json'
    }
    const url = path.startsWith('http')
      ? path
      : `http://${process.env.HOST}:${process.env.PORT}${path}`
    const response = await fetch(url, { method, headers, body: payload })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
}

/** Awaits a Japa request and asserts its status; returns the answer. */
export async function expectStatus<T extends { assertStatus(status: number): void }>(
  pending: PromiseLike<T>,
  status: number
): Promise<T> {
  const response = await pending
  response.assertStatus(status)
  return response
}

/** The status of a fetch answer. */
export async function statusOf(pending: Promise<Response>): Promise<number> {
  const response = await pending
  return response.status
}

/** The JSON body of a fetch answer. */
export async function jsonOf<T>(pending: Promise<Response> | Response): Promise<T> {
  const response = await pending
  return (await response.json()) as T
}
