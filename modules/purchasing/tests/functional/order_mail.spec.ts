import { test } from '@japa/runner'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import {
  activitySummaries,
  orderRow,
  orderStatus,
} from '#modules/purchasing/tests/helpers/fixtures'
import { startSmtpSink } from '#tests/helpers/smtp_sink'
import { as } from '#tests/helpers/as'
import { createVendor } from '#modules/vendors/tests/factories'
import { createProduct } from '#modules/inventory/tests/factories'

/* Enough of RFC 2045 quoted-printable to read the message parts as text. */
function decodeQuotedPrintable(data: string): string {
  const joined = data.replace(/=\r\n/g, '')
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16))
  )
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

const SMTP_KEYS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'SMTP_USER', 'SMTP_SECURE'] as const

/** Points the mailer at 127.0.0.1:port for one test and restores the settings afterwards. */
function useSmtp(port: number | null, cleanup: (fn: () => void) => void) {
  const saved = SMTP_KEYS.map((key) => [key, process.env[key]] as const)
  if (port === null) {
    env.set('SMTP_HOST', '')
  } else {
    env.set('SMTP_HOST', '127.0.0.1')
    env.set('SMTP_PORT', port)
    env.set('SMTP_FROM', 'Barstock <bar@barstock.test>')
    env.set('SMTP_SECURE', false)
  }
  cleanup(() => {
    for (const [key, value] of saved) env.set(key, (value ?? '') as never)
  })
}

async function sentOrder(client: any, email: string | null) {
  const manager = await createTestUser({ role: 'manager' })
  const vendorId = await createVendor('Harbor & Vine Distributors', { contact_email: email })
  const productId = await createProduct({
    name: 'Jameson <Irish> Whiskey',
    size: '1L',
    unitCost: 27.4,
    caseCost: 316,
    vendorId,
  })
  const created = await as(client, manager)
    .post('/api/purchase-orders')
    .json({
      orderNumber: 'HV-1001',
      vendorId,
      expectedDate: '2031-03-04',
      items: [{ productId, cases: 2, quantity: 3, unitCost: 27.4, caseCost: 316 }],
    })
  created.assertStatus(201)
  const response = await as(client, manager)
    .put(`/api/purchase-orders/${created.body().id}`)
    .json({ status: 'sent' })
  return { response, manager, id: created.body().id as number }
}

test.group('Sending an order by email', (group) => {
  group.each.setup(emptyDatabase)

  test('with SMTP settings the vendor receives the order, and emailedAt is set', async ({
    client,
    assert,
    cleanup,
  }) => {
    const sink = await startSmtpSink()
    cleanup(() => sink.close())
    useSmtp(sink.port, cleanup)

    const { response, id } = await sentOrder(client, 'orders@harborvine.test')

    response.assertStatus(200)
    assert.containSubset(response.body(), {
      status: 'sent',
      email: {
        emailed: true,
        to: 'orders@harborvine.test',
        message: 'Emailed to orders@harborvine.test',
      },
    })
    assert.isString(response.body().emailedAt)
    const row = await orderRow(id)
    assert.isNotNull(row.emailed_at)

    assert.lengthOf(sink.messages, 1)
    const [mail] = sink.messages
    assert.deepEqual(mail.to, ['orders@harborvine.test'])
    assert.equal(mail.from, 'bar@barstock.test')
    const data = decodeQuotedPrintable(mail.data)
    assert.include(data, 'Subject: Purchase order HV-1001')
    assert.include(data, 'Hello Harbor & Vine Distributors')
    assert.include(data, 'Order total: $714.20')
    assert.include(data, 'Requested delivery: March 4, 2031')
    assert.include(
      data,
      '- Jameson <Irish> Whiskey (1L): 2 cases of 12 at $316.00 per case + 3 bottles at $27.40 each = $714.20'
    )
    /* The HTML part escapes product names; the printable order is attached. */
    assert.include(data, 'Jameson &lt;Irish&gt; Whiskey')
    assert.match(data, /Content-Disposition: attachment; filename=HV-1001\.html/)
    assert.includeMembers(await activitySummaries(), [
      'email: Emailed purchase order HV-1001 to orders@harborvine.test',
    ])
  })

  test('without SMTP settings the order is sent but not emailed, and the answer says so', async ({
    client,
    assert,
    cleanup,
  }) => {
    useSmtp(null, cleanup)
    const { response, id } = await sentOrder(client, 'orders@harborvine.test')

    response.assertStatus(200)
    assert.containSubset(response.body(), {
      status: 'sent',
      emailedAt: null,
      email: { emailed: false, reason: 'not_configured' },
    })
    assert.match(response.body().email.message, /^Not emailed: no mail server is configured/)
    assert.equal(await orderStatus(id), 'sent')
  })

  test('a vendor without an email is not emailed', async ({ client, assert, cleanup }) => {
    const sink = await startSmtpSink()
    cleanup(() => sink.close())
    useSmtp(sink.port, cleanup)

    const { response } = await sentOrder(client, null)

    assert.containSubset(response.body(), {
      status: 'sent',
      email: {
        emailed: false,
        reason: 'no_vendor_email',
        message:
          'Not emailed: Harbor & Vine Distributors has no contact email. Print the order and send it to the vendor yourself.',
      },
    })
    assert.lengthOf(sink.messages, 0)
  })

  test('an SMTP failure leaves the order sent; emailing again later delivers it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const refusing = await startSmtpSink({ refuseRecipients: true })
    cleanup(() => refusing.close())
    useSmtp(refusing.port, cleanup)

    const { response, id, manager } = await sentOrder(client, 'orders@harborvine.test')
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      status: 'sent',
      emailedAt: null,
      email: { emailed: false, reason: 'failed', to: 'orders@harborvine.test' },
    })
    assert.match(response.body().email.message, /^Not emailed: the mail server refused/)

    const sink = await startSmtpSink()
    cleanup(() => sink.close())
    env.set('SMTP_PORT', sink.port)
    const retry = await as(client, manager).post(`/api/purchase-orders/${id}/email`)
    retry.assertStatus(200)
    assert.containSubset(retry.body(), { email: { emailed: true } })
    assert.lengthOf(sink.messages, 1)
  })

  test('an unreachable mail server is reported, not a failed request', async ({
    client,
    assert,
    cleanup,
  }) => {
    /* A port that was free a moment ago: the connection is refused at once. */
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    useSmtp(port, cleanup)

    const { response } = await sentOrder(client, 'orders@harborvine.test')
    response.assertStatus(200)
    assert.containSubset(response.body(), {
      status: 'sent',
      email: { emailed: false, reason: 'failed' },
    })
  })

  test('only a sent order can be emailed', async ({ client, cleanup }) => {
    useSmtp(null, cleanup)
    const manager = await createTestUser({ role: 'manager' })
    const vendorId = await createVendor()
    const productId = await createProduct({ unitCost: 0, vendorId })
    const created = await as(client, manager)
      .post('/api/purchase-orders')
      .json({ vendorId, items: [{ productId, quantity: 1 }] })
    const response = await as(client, manager).post(
      `/api/purchase-orders/${created.body().id}/email`
    )
    response.assertStatus(409)
    response.assertBody({ message: 'Only a sent order can be emailed to the vendor' })
  })
})
