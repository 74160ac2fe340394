import type { SampleDataLoader } from '#app/modules/define_module'
import { recipeMenu } from '#modules/recipes/server/index'
import { recordSales, type SaleLineInput } from '#modules/integrations/server/services/sales_ledger'

/** Three weeks of nights before today. */
const NIGHTS = 21
/* Items the sample POS sells that no recipe covers yet: they wait in the unmapped queue. */
const UNMAPPED = [
  { name: 'House Shot', variation: 'Regular', price: 6 },
  { name: 'Draft IPA', variation: 'Pint', price: 8 },
]

/** A small deterministic generator, so every install gets the same sample nights. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/**
 * Sample sales of the sample cocktails, recorded through the same code as
 * real ones (depletion, rollup): busier on weekends, a refund now and then.
 */
const loadSales: SampleDataLoader = async (trx, { userId }) => {
  const recipes = await recipeMenu(trx)
  const menu = recipes.filter((recipe) => recipe.menuPrice)
  if (menu.length === 0) return
  const random = generator(20_261_008)
  const lines: SaleLineInput[] = []
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  for (let night = NIGHTS; night >= 1; night--) {
    const date = new Date(today.getTime() - night * 86_400_000)
    const weekend = [5, 6].includes(date.getUTCDay())
    const tickets = Math.round((weekend ? 16 : 7) + random() * 8)
    for (let ticket = 0; ticket < tickets; ticket++) {
      /* 5 pm to 1 am. */
      const saleDate = new Date(date.getTime() + (17 + random() * 8) * 3_600_000)
      const transactionId = `SAMPLE-${date.toISOString().slice(0, 10)}-${ticket + 1}`
      const drinks = 1 + Math.floor(random() * 3)
      for (let line = 0; line < drinks; line++) {
        const pick = random()
        const quantity = random() < 0.2 ? 2 : 1
        if (pick < 0.08) {
          const item = UNMAPPED[Math.floor(random() * UNMAPPED.length)]
          lines.push({
            source: 'pos',
            transactionId,
            lineKey: String(line + 1),
            recipeId: null,
            posItemId: null,
            posItemName: item.name,
            posVariation: item.variation,
            quantity,
            amount: item.price * quantity,
            saleDate,
            integrationId: null,
          })
          continue
        }
        /* Earlier recipes sell more: squaring the draw favours the start of the menu. */
        const recipe = menu[Math.floor(random() ** 2 * menu.length)]
        lines.push({
          source: 'pos',
          transactionId,
          lineKey: String(line + 1),
          recipeId: recipe.id,
          posItemId: null,
          posItemName: recipe.name,
          posVariation: null,
          quantity,
          amount: recipe.menuPrice! * quantity,
          saleDate,
          integrationId: null,
        })
      }
      if (random() < 0.02) {
        const last = lines.at(-1)!
        lines.push({
          ...last,
          lineKey: `refund-${last.lineKey}`,
          quantity: -last.quantity,
          amount: -last.amount,
          saleDate: new Date(saleDate.getTime() + 15 * 60_000),
        })
      }
    }
  }
  await recordSales(trx, lines, userId)
}

export default loadSales
