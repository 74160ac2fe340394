import { createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emptyDatabase } from '#tests/helpers/database'
import { createTestUser } from '#tests/helpers/users'
import { POS_DATA_TABLE, salesTotals, topRecipes } from '#modules/integrations/server/index'
import { seedProduct, seedRecipe, stockOf, ledgerSum } from '#modules/integrations/tests/helpers'

const SIGNING_KEY = 'square-signature-key-abcd'

function squareSignature(url: string, raw: string, key = SIGNING_KEY) {
  return createHmac('sha256', key)
    .update(url + raw)
    .digest('base64')
}

/** Square's order event with two drinks and a returned one. */
function squareOrderEvent(eventId: string) {
  return {
    merchant_id: 'M1',
    type: 'order.updated',
    event_id: eventId,
    created_at: '2026-10-08T21:16:00Z',
    data: {
      type: 'order',
      id: 'ORDER-1',
      object: {
        order: {
          id: 'ORDER-1',
          created_at: '2026-10-08T21:15:00Z',
          line_items: [
            {
              uid: 'li-1',
              catalog_object_id: 'SQ-MARG',
              name: 'Margarita',
              variation_name: 'Regular',
              quantity: '2',
              total_money: { amount: 2400, currency: 'USD' },
            },
            {
              uid: 'li-2',
              catalog_object_id: 'SQ-TITOS',
              name: "Tito's shot",
              variation_name: 'Regular',
              quantity: '1',
              total_money: { amount: 800, currency: 'USD' },
            },
          ],
          returns: [
            {
              return_line_items: [
                {
                  uid: 'ret-1',
                  catalog_object_id: 'SQ-MARG',
                  name: 'Margarita',
                  variation_name: 'Regular',
                  quantity: '1',
                  total_money: { amount: 1200, currency: 'USD' },
                },
              ],
            },
          ],
        },
      },
    },
  }
}

async function squareIntegration(client: any) {
  const admin = await createTestUser({ role: 'admin' })
  const created = await client
    .post('/api/integrations')
    .json({ name: 'Square', type: 'square', apiKey: 'token-1234', webhookSigningKey: SIGNING_KEY })
    .loginAs(admin)
    .withCsrfToken()
  created.assertStatus(201)
  return created.body() as { id: number; webhookUrl: string }
}

async function bar() {
  const tequila = await seedProduct({ name: 'Tequila', stock: 10 })
  const titos = await seedProduct({ name: "Tito's", stock: 4, sizeInOz: 33.814 })
  const margarita = await seedRecipe('Margarita', [{ productId: tequila, amountInOz: 2 }])
  return { tequila, titos, margarita }
}

test.group('Webhooks', (group) => {
  group.each.setup(emptyDatabase)

  test('a wrong or missing signature is 401 and stores nothing', async ({ client, assert }) => {
    const integration = await squareIntegration(client)
    const raw = JSON.stringify(squareOrderEvent('evt-1'))
    const unsigned = await client
      .post(`/api/integrations/${integration.id}/webhook`)
      .unsafeJson(raw)
    unsigned.assertStatus(401)
    const wrong = await client
      .post(`/api/integrations/${integration.id}/webhook`)
      .header('x-square-hmacsha256-signature', squareSignature(integration.webhookUrl, raw, 'nope'))
      .unsafeJson(raw)
    wrong.assertStatus(401)
    const unknown = await client
      .post('/api/integrations/999999/webhook')
      .header('x-square-hmacsha256-signature', squareSignature(integration.webhookUrl, raw))
      .unsafeJson(raw)
    unknown.assertStatus(401)
    assert.lengthOf(await db.from(POS_DATA_TABLE).select('id'), 0)
  })

  test("Square's order event: signed, mapped, deduplicated, returns reverse", async ({
    client,
    assert,
  }) => {
    const { tequila, titos, margarita } = await bar()
    const integration = await squareIntegration(client)
    const manager = await createTestUser({ role: 'manager' })
    /* The margarita is mapped by its Square id; the Tito's shot waits in the queue. */
    const mapped = await client
      .post('/api/pos-item-mappings')
      .json({ itemKey: 'id:sq-marg', recipeId: margarita })
      .loginAs(manager)
      .withCsrfToken()
    mapped.assertStatus(200)

    const raw = JSON.stringify(squareOrderEvent('evt-1'))
    const send = () =>
      client
        .post(`/api/integrations/${integration.id}/webhook`)
        .header('x-square-hmacsha256-signature', squareSignature(integration.webhookUrl, raw))
        .unsafeJson(raw)
    const first = await send()
    first.assertStatus(201)
    first.assertBody({ created: 3, duplicates: 0, unmapped: 1 })
    const afterDelivery = await client.get(`/api/integrations/${integration.id}`).loginAs(manager)
    assert.equal(afterDelivery.body().status, 'connected')
    assert.isString(afterDelivery.body().lastSync)
    const again = await send()
    again.assertStatus(200)
    assert.equal(again.body().created, 0)
    assert.lengthOf(await db.from(POS_DATA_TABLE).select('id'), 3)

    /* 2 sold − 1 returned = 1 margarita of 2 oz from a 25.36 oz bottle. */
    assert.equal(await stockOf(tequila), 9.921)
    assert.equal(await stockOf(titos), 4)

    const queue = await client.get('/api/pos-item-mappings/unmapped').loginAs(manager)
    assert.deepEqual(
      queue
        .body()
        .map((item: { itemKey: string; lineCount: number }) => [item.itemKey, item.lineCount]),
      [['id:sq-titos', 1]]
    )
    /* Mapping the shot as a straight pour processes its queued line at once. */
    const pour = await client
      .post('/api/pos-item-mappings')
      .json({ itemKey: 'id:sq-titos', productId: titos, pourOz: 1.5 })
      .loginAs(manager)
      .withCsrfToken()
    pour.assertBody({ processed: 1 })
    assert.equal(await stockOf(titos), 3.956)
    /* The mapping keeps the item's name from its sale, and so does a later remapping. */
    const remapped = await client
      .post('/api/pos-item-mappings')
      .json({ itemKey: 'id:sq-titos', productId: titos, pourOz: 2 })
      .loginAs(manager)
      .withCsrfToken()
    remapped.assertBody({ processed: 0 })
    const mapping = await db.from('pos_item_mappings').where('item_key', 'id:sq-titos').first()
    assert.include(mapping, { pos_item_name: "Tito's shot", pos_variation: 'Regular' })
    const mappedActivity = await db
      .from('activity_log')
      .where('entity_type', 'pos_item')
      .orderBy('id')
      .select('summary')
    assert.deepEqual(
      mappedActivity.map((entry) => entry.summary),
      [
        'Mapped POS item id:sq-marg (0 queued sales)',
        "Mapped POS item Tito's shot (1 queued sales)",
        "Mapped POS item Tito's shot (0 queued sales)",
      ]
    )
    for (const id of [tequila, titos]) assert.equal(await stockOf(id), await ledgerSum(id))
    const emptyQueue = await client.get('/api/pos-item-mappings/unmapped').loginAs(manager)
    assert.deepEqual(emptyQueue.body(), [])

    const range = { start: new Date('2026-10-08T00:00:00Z'), end: new Date('2026-10-09T23:59:59Z') }
    assert.deepEqual(await salesTotals(range), { totalSales: '20.00', totalItems: 2, lineCount: 3 })
  })

  test('our JSON format, signed with the integration key over the body', async ({
    client,
    assert,
  }) => {
    const { tequila, margarita } = await bar()
    const integration = await squareIntegration(client)
    const raw = JSON.stringify({
      eventId: 'batch-7',
      lines: [
        {
          transactionId: 'T-7',
          recipeId: margarita,
          quantity: 1,
          amount: 12,
          saleDate: '2026-10-08T22:00:00Z',
        },
      ],
    })
    const signature = createHmac('sha256', SIGNING_KEY).update(raw).digest('base64')
    const response = await client
      .post(`/api/integrations/${integration.id}/webhook`)
      .header('x-barstock-signature', signature)
      .unsafeJson(raw)
    response.assertStatus(201)
    assert.equal(await stockOf(tequila), 9.921)
  })
})

/** Square's Item Sales export, as its documented columns read. */
const SQUARE_CSV = [
  'Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Event Type,Location',
  '2026-10-08,21:15:03,Eastern Time (US & Canada),Cocktails,Margarita,2.0,Regular,,$24.00,$0.00,$24.00,$2.40,TX-100,P-1,Bar iPad,,Payment,Main Bar',
  '2026-10-08,21:15:03,Eastern Time (US & Canada),Cocktails,Margarita,1.0,Regular,,$12.00,$0.00,$12.00,$1.20,TX-100,P-1,Bar iPad,,Payment,Main Bar',
  '2026-10-08,22:40:10,Eastern Time (US & Canada),Shots,House Shot,1.0,Regular,,$6.00,$0.00,$6.00,$0.60,TX-101,P-2,Bar iPad,,Payment,Main Bar',
  '2026-10-08,23:05:00,Eastern Time (US & Canada),Cocktails,Margarita,-1.0,Regular,,-$12.00,$0.00,-$12.00,-$1.20,TX-100,R-1,Bar iPad,,Refund,Main Bar',
  '2026-10-08,23:10:00,Eastern Time (US & Canada),Cocktails,Margarita,one,Regular,,$12.00,$0.00,$12.00,$1.20,TX-102,P-3,Bar iPad,,Payment,Main Bar',
].join('\n')

/** Toast's ItemSelectionDetails.csv, as its documented columns read. */
const TOAST_CSV = [
  'Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s),Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt',
  'Main,ORD-1,12,10/8/26 5:18 PM,10/8/26 5:18 PM,C-1,Ana,4,SEL-1,I-1,M-1,,,Margarita,,Cocktails,Dinner,Liquor,12.00,0.00,12.00,1,1.20,false,false,false',
  'Main,ORD-1,12,10/8/26 5:18 PM,10/8/26 5:18 PM,C-1,Ana,4,SEL-2,I-1,M-1,,,Margarita,,Cocktails,Dinner,Liquor,"1,013.00",0.00,"1,013.00",84,1.20,false,false,false',
  'Main,ORD-1,12,10/8/26 5:18 PM,10/8/26 5:18 PM,C-1,Ana,4,SEL-3,I-1,M-1,,,Margarita,,Cocktails,Dinner,Liquor,12.00,0.00,12.00,1,1.20,true,false,false',
].join('\n')

async function importFile(client: any, user: unknown, csv: string, query = '', preset?: string) {
  const request = client
    .post(`/api/pos-data/import${query}`)
    .file('file', Buffer.from(csv), { filename: 'sales.csv' })
    .loginAs(user)
    .withCsrfToken()
  if (preset) request.field('preset', preset)
  return request
}

test.group('POS file import', (group) => {
  group.each.setup(emptyDatabase)

  test('Square: dry run writes nothing; the same file five times is recorded once', async ({
    client,
    assert,
  }) => {
    const { tequila, margarita } = await bar()
    const manager = await createTestUser({ role: 'manager' })
    await client
      .post('/api/pos-item-mappings')
      .json({ itemKey: 'name:margarita|regular', recipeId: margarita })
      .loginAs(manager)
      .withCsrfToken()

    const preview = await importFile(client, manager, SQUARE_CSV, '?dryRun=1')
    preview.assertStatus(200)
    assert.include(preview.body(), {
      dryRun: true,
      preset: 'square',
      created: 4,
      duplicates: 0,
      unmapped: 1,
      refused: 1,
    })
    assert.deepEqual(preview.body().errors, [{ row: 6, message: 'Quantity is not a number' }])
    assert.lengthOf(await db.from(POS_DATA_TABLE).select('id'), 0)
    assert.equal(await stockOf(tequila), 10)

    const applied = await importFile(client, manager, SQUARE_CSV)
    assert.include(applied.body(), { dryRun: false, created: 4, unmapped: 1 })
    for (let time = 0; time < 4; time++) {
      const again = await importFile(client, manager, SQUARE_CSV)
      assert.include(again.body(), { created: 0, duplicates: 4 })
    }
    assert.lengthOf(await db.from(POS_DATA_TABLE).select('id'), 4)
    const activity = await db
      .from('activity_log')
      .where('entity_type', 'pos_data')
      .select('summary')
    assert.deepEqual(
      activity.map((entry) => entry.summary),
      ['Imported 4 sales from a square file']
    )
    /* 3 sold − 1 refunded = 2 margaritas. 21:15 Eastern is 01:15 UTC the next day. */
    assert.equal(await stockOf(tequila), 9.842)
    const rows = await db.from(POS_DATA_TABLE).orderBy('id').select('sale_date', 'amount')
    assert.equal(new Date(rows[0].sale_date).toISOString(), '2026-10-09T01:15:03.000Z')
    const range = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2026-10-31T00:00:00Z') }
    assert.deepEqual(await topRecipes(range, 10), [
      { recipeId: margarita, name: 'Margarita', quantity: 2, revenue: '24.00' },
    ])
  })

  test('Toast: detected from its headers, voids skipped, line ids kept', async ({
    client,
    assert,
  }) => {
    const manager = await createTestUser({ role: 'manager' })
    const response = await importFile(client, manager, TOAST_CSV)
    response.assertStatus(200)
    assert.include(response.body(), { preset: 'toast', created: 2, voided: 1, unmapped: 2 })
    const rows = await db
      .from(POS_DATA_TABLE)
      .orderBy('line_key')
      .select('line_key', 'amount', 'quantity', 'source')
    assert.deepEqual(
      rows.map((row) => [row.line_key, Number(row.amount), Number(row.quantity), row.source]),
      [
        ['SEL-1', 12, 1, 'toast'],
        ['SEL-2', 1013, 84, 'toast'],
      ]
    )
  })

  test('generic files need their columns; staff may not import', async ({ client, assert }) => {
    const manager = await createTestUser({ role: 'manager' })
    const staff = await createTestUser({ role: 'staff' })
    const csv = 'Ticket,Drink,How many,Total,When\nK-1,Mojito,2,18.50,2026-10-08 21:00\n'
    const unmapped = await importFile(client, manager, csv, '', 'generic')
    unmapped.assertStatus(422)
    assert.include(unmapped.body().errors[0].message, 'Map a column')
    const mapped = await client
      .post('/api/pos-data/import')
      .file('file', Buffer.from(csv), { filename: 'sales.csv' })
      .field('preset', 'generic')
      .field(
        'mapping',
        JSON.stringify({
          transactionId: 'Ticket',
          item: 'Drink',
          quantity: 'How many',
          amount: 'Total',
          date: 'When',
        })
      )
      .loginAs(manager)
      .withCsrfToken()
    mapped.assertStatus(200)
    assert.include(mapped.body(), { created: 1, unmapped: 1 })
    const forbidden = await importFile(client, staff, csv)
    forbidden.assertStatus(403)
  })
})
