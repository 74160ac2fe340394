import { test } from '@japa/runner'
import {
  detectPreset,
  parseLocalDateTime,
  parseMoney,
  parsePosFile,
  PresetError,
} from '#modules/integrations/server/presets/pos_presets'

const rows = (...lines: string[][]) =>
  lines.map((cells, index) => ({ rowNumber: index + 1, cells }))

test.group('POS export presets', () => {
  test('money and dates as POS exports write them', ({ assert }) => {
    assert.equal(parseMoney('$8.00'), 8)
    assert.equal(parseMoney('-$3.00'), -3)
    assert.equal(parseMoney('($3.00)'), -3)
    assert.equal(parseMoney('1,013.00'), 1013)
    assert.isNull(parseMoney('eight'))
    assert.equal(
      parseLocalDateTime('10/8/26 5:18 PM', null, 'America/New_York')?.toISOString(),
      '2026-10-08T21:18:00.000Z'
    )
    assert.equal(
      parseLocalDateTime('2026-10-08', '21:15:03', 'UTC')?.toISOString(),
      '2026-10-08T21:15:03.000Z'
    )
    assert.isNull(parseLocalDateTime('13/45/26', null, 'UTC'))
  })

  test('detected from the header row', ({ assert }) => {
    assert.equal(detectPreset(['Date', 'Item', 'Net Sales', 'Transaction ID', 'Extra']), 'square')
    assert.equal(detectPreset(['Order Id', 'Item Selection Id', 'Menu Item', 'Void?']), 'toast')
    assert.isNull(detectPreset(['Ticket', 'Drink']))
  })

  test('Square rows: same item twice in a ticket gets two stable keys; refunds negative', ({
    assert,
  }) => {
    const header = [
      'Date',
      'Time',
      'Time Zone',
      'Item',
      'Qty',
      'Price Point Name',
      'Net Sales',
      'Transaction ID',
      'Event Type',
    ]
    const file = rows(
      header,
      ['2026-10-08', '21:00:00', 'UTC', 'Mojito', '1.0', 'Regular', '$10.00', 'T1', 'Payment'],
      ['2026-10-08', '21:00:00', 'UTC', 'Mojito', '1.0', 'Regular', '$10.00', 'T1', 'Payment'],
      ['2026-10-08', '22:00:00', 'UTC', 'Mojito', '-1.0', 'Regular', '-$10.00', 'T1', 'Refund']
    )
    const parsed = parsePosFile(file, { timeZone: 'UTC' })
    assert.equal(parsed.preset, 'square')
    assert.deepEqual(
      parsed.lines.map((line) => [line.lineKey, line.quantity, line.amount]),
      [
        ['mojito|regular|sale|1', 1, 10],
        ['mojito|regular|sale|2', 1, 10],
        ['mojito|regular|refund|1', -1, -10],
      ]
    )
  })

  test('a generic file without the needed columns is refused as a whole', ({ assert }) => {
    assert.throws(
      () => parsePosFile(rows(['Ticket', 'Drink'], ['K1', 'Mojito']), { timeZone: 'UTC' }),
      'Map a column for: item, quantity, amount, date'
    )
    assert.throws(
      () =>
        parsePosFile(rows(['Ticket', 'Drink']), {
          preset: 'generic',
          mapping: { transactionId: 'Missing' },
          timeZone: 'UTC',
        }),
      PresetError
    )
  })
})
