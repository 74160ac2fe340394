import { toCents } from '#shared/money'
import type { OrderDetailJson } from '#modules/purchasing/shared/order_json'

/**
 * The order as the vendor reads it: plain text and an HTML table for the
 * email body, and a standalone printable HTML page for the attachment.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (value: string | null) => (value === null ? '—' : usd.format(toCents(value) / 100))

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function day(iso: string | null): string {
  if (!iso) return 'Not set'
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

interface DocumentLine {
  product: string
  size: string
  cases: string
  bottles: string
  unitCost: string
  caseCost: string
  total: string
}

function lines(order: OrderDetailJson): DocumentLine[] {
  return order.items.map((item) => ({
    product: item.product?.name ?? 'Unknown Product',
    size: item.product?.size ?? '',
    cases: item.cases > 0 ? `${item.cases} × ${item.product?.caseSize ?? 12}` : '—',
    bottles: item.quantity > 0 ? String(item.quantity) : '—',
    unitCost: item.quantity > 0 ? money(item.unitCost) : '—',
    caseCost: item.cases > 0 ? money(item.caseCost) : '—',
    total: money(item.totalCost),
  }))
}

export function orderSubject(order: OrderDetailJson): string {
  return `Purchase order ${order.orderNumber}`
}

export function renderOrderText(order: OrderDetailJson, vendorName: string): string {
  const rows = order.items.map((item) => {
    const name = item.product?.name ?? 'Unknown Product'
    const size = item.product?.size ? ` (${item.product.size})` : ''
    const parts = []
    if (item.cases > 0) {
      const caseSize = item.product?.caseSize ?? 12
      parts.push(
        `${item.cases} case${item.cases === 1 ? '' : 's'} of ${caseSize} at ${money(item.caseCost)} per case`
      )
    }
    if (item.quantity > 0) {
      parts.push(
        `${item.quantity} bottle${item.quantity === 1 ? '' : 's'} at ${money(item.unitCost)} each`
      )
    }
    return `- ${name}${size}: ${parts.join(' + ')} = ${money(item.totalCost)}`
  })
  return [
    `Hello ${vendorName},`,
    '',
    'Please supply the following order.',
    '',
    `Order number: ${order.orderNumber}`,
    `Order date: ${day(order.orderDate)}`,
    `Requested delivery: ${day(order.expectedDate)}`,
    '',
    ...rows,
    '',
    `Order total: ${money(order.totalAmount)}`,
    ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    '',
    'Please quote the order number on your delivery note and invoice.',
    'The printable order is attached.',
  ].join('\n')
}

function table(order: OrderDetailJson): string {
  const cell = 'style="border:1px solid #ccc;padding:6px 8px;text-align:left"'
  const right = 'style="border:1px solid #ccc;padding:6px 8px;text-align:right"'
  const head = ['Product', 'Size', 'Cases', 'Bottles', 'Unit cost', 'Case cost', 'Total']
    .map((title, index) => `<th ${index >= 2 ? right : cell}>${title}</th>`)
    .join('')
  const body = lines(order)
    .map(
      (line) =>
        `<tr><td ${cell}>${escapeHtml(line.product)}</td><td ${cell}>${escapeHtml(line.size)}</td>` +
        [line.cases, line.bottles, line.unitCost, line.caseCost, line.total]
          .map((value) => `<td ${right}>${escapeHtml(value)}</td>`)
          .join('') +
        '</tr>'
    )
    .join('')
  const total = `<tr><th ${cell} colspan="6">Order total</th><th ${right}>${escapeHtml(money(order.totalAmount))}</th></tr>`
  return `<table style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${total}</tfoot></table>`
}

function summary(order: OrderDetailJson, vendorName: string): string {
  return (
    `<p><strong>Order number:</strong> ${escapeHtml(order.orderNumber)}<br>` +
    `<strong>Vendor:</strong> ${escapeHtml(vendorName)}<br>` +
    `<strong>Order date:</strong> ${escapeHtml(day(order.orderDate))}<br>` +
    `<strong>Requested delivery:</strong> ${escapeHtml(day(order.expectedDate))}</p>`
  )
}

export function renderOrderHtml(order: OrderDetailJson, vendorName: string): string {
  const notes = order.notes ? `<p><strong>Notes:</strong> ${escapeHtml(order.notes)}</p>` : ''
  return (
    `<div style="font-family:Arial,Helvetica,sans-serif;color:#222">` +
    `<p>Hello ${escapeHtml(vendorName)},</p><p>Please supply the following order.</p>` +
    summary(order, vendorName) +
    table(order) +
    notes +
    `<p>Please quote the order number on your delivery note and invoice. The printable order is attached.</p></div>`
  )
}

/** A standalone page the vendor can open and print. */
export function renderPrintableOrder(order: OrderDetailJson, vendorName: string): string {
  const notes = order.notes ? `<p><strong>Notes:</strong> ${escapeHtml(order.notes)}</p>` : ''
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(orderSubject(order))}</title>` +
    `<style>body{font-family:Arial,Helvetica,sans-serif;color:#222;margin:24px}` +
    `@media print{body{margin:0}}</style></head><body>` +
    `<h1 style="font-size:22px">${escapeHtml(orderSubject(order))}</h1>` +
    summary(order, vendorName) +
    table(order) +
    notes +
    `</body></html>`
  )
}
