import type { CreditRequestJson } from '#modules/receiving/shared/receipt_json'
import type { VendorDocument } from '#modules/purchasing/server/index'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The credit request as an e-mail: plain text, and HTML that prints as the document. */
export function renderCreditRequest(request: CreditRequestJson): VendorDocument {
  const vendor = request.vendor?.name ?? 'Unknown Vendor'
  const day = request.receivedDate.slice(0, 10)
  const text = [
    `Credit request for purchase order ${request.orderNumber} (received ${day})`,
    `To: ${vendor}`,
    '',
    ...request.lines.map(
      (line) => `- ${line.productName}: ${line.reasons.join('; ')} — credit $${line.amount}`
    ),
    '',
    `Total credit requested: $${request.total}`,
  ].join('\n')
  const rows = request.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}</td><td>${escapeHtml(line.reasons.join('; '))}</td><td style="text-align:right">$${line.amount}</td></tr>`
    )
    .join('')
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Credit request ${escapeHtml(request.orderNumber)}</title></head><body>
<h1>Credit request</h1>
<p>Purchase order <strong>${escapeHtml(request.orderNumber)}</strong>, received ${day}<br>Vendor: ${escapeHtml(vendor)}</p>
<table border="1" cellpadding="6" cellspacing="0"><thead><tr><th>Product</th><th>Reason</th><th>Credit</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="2" style="text-align:right">Total</th><th style="text-align:right">$${request.total}</th></tr></tfoot></table>
</body></html>`
  return {
    subject: `Credit request for purchase order ${request.orderNumber}`,
    text,
    html,
    attachmentName: `credit-request-${request.orderNumber}.html`,
  }
}
