import type { SampleDataLoader } from '#app/modules/define_module'
import { VENDORS_TABLE } from '#modules/vendors/server/index'
import { roundOz, sizeToOz } from '#modules/inventory/shared/size_to_oz'
import { StockLedger } from '#modules/inventory/server/services/stock_ledger'
import { PRODUCTS_TABLE } from '#modules/inventory/server/tables'

const COPPER = 'Copper Still Beverage Co.'
const HARBOR = 'Harbor & Vine Distributors'
const MESA = 'Lone Mesa Spirits Supply'
const PACIFIC = 'Pacific Crest Wine & Spirits'
const LAKES = 'Great Lakes Brew & Mixer Supply'

type Sample = [
  name: string,
  category: string,
  size: string,
  caseSize: number,
  stock: number,
  reorderLevel: number,
  parLevel: number | null,
  unitCost: number,
  caseCost: number | null,
  vendor: string | null,
  barcode: string | null,
]

/* A typical cocktail bar's back bar and cooler; some low, some out, partial bottles included. */
const SAMPLE_PRODUCTS: Sample[] = [
  ["Tito's Handmade Vodka", 'Vodka', '1L', 12, 18, 8, 24, 21.5, 246, COPPER, '061977100011'],
  ['Grey Goose Vodka', 'Vodka', '750ml', 6, 7.5, 4, 10, 29.99, 174, COPPER, '008000002513'],
  ['Ketel One Vodka', 'Vodka', '1L', 12, 3, 6, 12, 24.75, 285, COPPER, '008523000101'],
  ['Absolut Vodka', 'Vodka', '1.75L', 6, 5, 3, 8, 27.5, 159, MESA, '083508100012'],
  ['Belvedere Vodka', 'Vodka', '750ml', 6, 0, 2, 6, 31.25, 181.5, COPPER, '008017600045'],
  ['Stolichnaya Vodka', 'Vodka', '1L', 12, 10, 6, null, 19.8, 228, MESA, '008130000178'],
  ['Jameson Irish Whiskey', 'Whiskey', '1L', 12, 14, 8, 18, 27.4, 316, HARBOR, '008049400305'],
  ["Maker's Mark Bourbon", 'Whiskey', '750ml', 12, 9, 6, 12, 26.5, 306, COPPER, '008500000207'],
  ['Buffalo Trace Bourbon', 'Whiskey', '750ml', 12, 4, 6, 12, 24.99, 288, COPPER, '008024400128'],
  ['Bulleit Rye', 'Whiskey', '750ml', 6, 6.25, 4, 8, 27.99, 162, HARBOR, '008700011203'],
  ['Woodford Reserve Bourbon', 'Whiskey', '750ml', 6, 5, 3, 6, 33.5, 195, COPPER, '008100001502'],
  [
    'Johnnie Walker Black Label',
    'Whiskey',
    '750ml',
    12,
    3,
    4,
    8,
    34.75,
    402,
    HARBOR,
    '008820001051',
  ],
  ['The Glenlivet 12 Year', 'Whiskey', '750ml', 6, 2.5, 2, 4, 45.0, 264, HARBOR, '008068601124'],
  ['Crown Royal', 'Whiskey', '1L', 12, 0, 4, 8, 32.5, 378, MESA, '008743000204'],
  ['Rittenhouse Rye', 'Whiskey', '750ml', 6, 4, 3, 6, 24.0, 138, COPPER, '008987600025'],
  ['Bacardi Superior Rum', 'Rum', '1L', 12, 16, 8, 18, 14.5, 168, MESA, '008000003307'],
  ['Captain Morgan Spiced Rum', 'Rum', '1L', 12, 9, 6, 12, 18.25, 210, MESA, '008700000108'],
  ['Plantation 3 Stars Rum', 'Rum', '750ml', 6, 5, 3, 6, 22.0, 128, PACIFIC, '008456007023'],
  [
    'Diplomático Reserva Exclusiva',
    'Rum',
    '750ml',
    6,
    1.5,
    2,
    4,
    36.5,
    213,
    PACIFIC,
    '007591234500',
  ],
  ['Goslings Black Seal Rum', 'Rum', '750ml', 12, 6, 4, 8, 19.5, 222, MESA, '008800400106'],
  ['Malibu Coconut Rum', 'Rum', '1L', 12, 7, 4, 8, 17.75, 204, MESA, '008950500026'],
  ['Tanqueray London Dry Gin', 'Gin', '1L', 12, 11, 6, 12, 25.5, 294, HARBOR, '008820000208'],
  ["Hendrick's Gin", 'Gin', '750ml', 6, 3, 4, 8, 32.99, 192, HARBOR, '008350700402'],
  ['Bombay Sapphire', 'Gin', '1L', 12, 8, 6, 12, 26.25, 303, MESA, '008048100504'],
  ['Beefeater London Dry', 'Gin', '1L', 12, 6, 4, 8, 21.0, 240, HARBOR, '008243200109'],
  ['The Botanist Islay Gin', 'Gin', '750ml', 6, 2, 2, 4, 35.5, 207, PACIFIC, '005060112680'],
  ['Espolòn Blanco Tequila', 'Tequila', '1L', 12, 15, 8, 18, 24.5, 282, MESA, '008120000345'],
  ['Patrón Silver Tequila', 'Tequila', '750ml', 6, 4, 4, 8, 39.99, 234, MESA, '008210000102'],
  ['Casamigos Reposado', 'Tequila', '750ml', 6, 3.5, 2, 4, 44.5, 261, MESA, '008560000238'],
  ['Don Julio Blanco', 'Tequila', '750ml', 6, 0, 3, 6, 42.0, 246, MESA, '006746100015'],
  ['Del Maguey Vida Mezcal', 'Tequila', '750ml', 6, 5, 2, 4, 33.75, 198, PACIFIC, '008230600013'],
  ['Hennessy V.S Cognac', 'Brandy', '750ml', 12, 6, 4, 8, 36.99, 426, HARBOR, '008810000103'],
  ['Rémy Martin VSOP', 'Brandy', '750ml', 6, 2, 2, 4, 48.5, 285, HARBOR, '008750001207'],
  ['E&J VSOP Brandy', 'Brandy', '750ml', 12, 7, 4, null, 13.5, 156, MESA, '008500101020'],
  ['Pierre Ferrand 1840 Cognac', 'Brandy', '750ml', 6, 3, 2, 4, 39.0, 228, PACIFIC, '003460410010'],
  ['Cointreau', 'Liqueur', '750ml', 6, 5, 4, 8, 34.5, 201, HARBOR, '008740000502'],
  ['Aperol', 'Liqueur', '1L', 6, 6, 4, 8, 27.0, 156, PACIFIC, '008000402307'],
  ['Campari', 'Liqueur', '1L', 6, 4, 3, 6, 31.5, 183, PACIFIC, '008000402109'],
  ['Kahlúa Coffee Liqueur', 'Liqueur', '1L', 12, 5, 4, 8, 24.75, 285, MESA, '008930000307'],
  ['Baileys Irish Cream', 'Liqueur', '1L', 12, 3, 4, 8, 28.5, 330, HARBOR, '008600000501'],
  ['Luxardo Maraschino', 'Liqueur', '750ml', 12, 2, 2, 4, 32.0, 372, PACIFIC, '008000360501'],
  ['Chartreuse Green', 'Liqueur', '750ml', 12, 1, 2, 3, 62.0, 720, PACIFIC, '003289450001'],
  ['St-Germain Elderflower', 'Liqueur', '750ml', 6, 4, 2, 4, 33.0, 192, HARBOR, '008800200508'],
  ['Carpano Antica Formula', 'Liqueur', '1L', 6, 3, 2, 4, 32.5, 189, PACIFIC, '008001840506'],
  ['House Cabernet Sauvignon', 'Wine', '750ml', 12, 30, 12, 36, 9.5, 108, PACIFIC, null],
  ['House Pinot Grigio', 'Wine', '750ml', 12, 22, 12, 36, 8.75, 99, PACIFIC, null],
  ['Whispering Angel Rosé', 'Wine', '750ml', 12, 8, 6, 12, 19.5, 222, PACIFIC, '003760003960'],
  ['La Marca Prosecco', 'Wine', '750ml', 12, 11, 12, 24, 12.25, 138, PACIFIC, '008512000108'],
  ['Veuve Clicquot Brut', 'Wine', '750ml', 6, 0, 2, 4, 49.99, 294, PACIFIC, '003049610004'],
  ['Modelo Especial', 'Beer', '12oz', 24, 96, 48, 144, 1.35, 30.5, LAKES, '008066095005'],
  ['Miller Lite', 'Beer', '12oz', 24, 40, 48, 120, 1.05, 23.75, LAKES, '003410000554'],
  ['Guinness Draught (can)', 'Beer', '14.9oz', 24, 30, 24, 48, 2.1, 48.5, LAKES, '008341900103'],
  ['Lagunitas IPA', 'Beer', '12oz', 24, 48, 24, 72, 1.6, 36.5, LAKES, '007235400108'],
  ['Fever-Tree Indian Tonic', 'Mixers', '500ml', 8, 20, 16, 32, 3.2, 24.5, LAKES, '005060108450'],
  ['Fever-Tree Ginger Beer', 'Mixers', '500ml', 8, 6, 16, 32, 3.2, 24.5, LAKES, '005060108452'],
  ['Rose’s Lime Juice', 'Mixers', '1L', 12, 5, 4, 8, 4.75, 54, LAKES, '004900000735'],
  ['Monin Simple Syrup', 'Mixers', '1L', 6, 7, 4, 8, 8.5, 48, LAKES, '007002610403'],
  ['Coca-Cola Classic (glass)', 'Mixers', '12oz', 24, 0, 24, 48, 1.25, 28.5, LAKES, '004900000463'],
  ['Angostura Aromatic Bitters', 'Other', '200ml', 12, 4, 2, 4, 9.75, 111, HARBOR, '007506200020'],
  ["Peychaud's Bitters", 'Other', '375ml', 12, 1, 2, 3, 11.5, 132, COPPER, '008850000403'],
]

/** Completes a 12-digit code with its EAN-13 check digit (weights 1, 3, 1, 3 …). */
export function ean13(base: string): string {
  const digits = base.padStart(12, '0').slice(-12)
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0
  )
  return `${digits}${(10 - (sum % 10)) % 10}`
}

const loadInventory: SampleDataLoader = async (trx, { userId }) => {
  const vendors = await trx.from(VENDORS_TABLE).whereNull('archived_at').select('id', 'name')
  const vendorIds = new Map(vendors.map((vendor) => [vendor.name as string, Number(vendor.id)]))

  const now = new Date()
  const stock: Array<{ productId: number; change: number }> = []
  for (const [
    name,
    category,
    size,
    caseSize,
    onHand,
    reorderLevel,
    parLevel,
    unitCost,
    caseCost,
    vendor,
    barcode,
  ] of SAMPLE_PRODUCTS) {
    const [id] = await trx
      .insertQuery()
      .table(PRODUCTS_TABLE)
      .insert({
        name,
        category,
        size,
        size_in_oz: roundOz(sizeToOz(size)) || null,
        case_size: caseSize,
        current_stock: 0,
        reorder_level: reorderLevel,
        par_level: parLevel,
        unit_cost: unitCost,
        case_cost: caseCost,
        barcode: barcode ? ean13(barcode) : null,
        vendor_id: (vendor && vendorIds.get(vendor)) ?? null,
        last_updated: now,
        created_at: now,
        updated_at: now,
      })
    if (onHand > 0) stock.push({ productId: Number(id), change: onHand })
  }
  await StockLedger.apply(
    trx,
    stock.map((entry) => ({ ...entry, type: 'initial', reason: 'Opening stock', userId }))
  )
}

export default loadInventory
