import type { SampleDataLoader } from '#app/modules/define_module'
import { PRODUCTS_TABLE } from '#modules/inventory/server/index'
import { insertRecipe } from '#modules/recipes/server/actions/recipe_actions'

/* Product names exactly as the inventory sample catalogue spells them. */
const TEQUILA = 'Espolòn Blanco Tequila'
const PATRON = 'Patrón Silver Tequila'
const MEZCAL = 'Del Maguey Vida Mezcal'
const BOURBON = 'Buffalo Trace Bourbon'
const MAKERS = "Maker's Mark Bourbon"
const RITTENHOUSE = 'Rittenhouse Rye'
const BULLEIT = 'Bulleit Rye'
const JAMESON = 'Jameson Irish Whiskey'
const TANQUERAY = 'Tanqueray London Dry Gin'
const HENDRICKS = "Hendrick's Gin"
const BEEFEATER = 'Beefeater London Dry'
const BOMBAY = 'Bombay Sapphire'
const TITOS = "Tito's Handmade Vodka"
const GREY_GOOSE = 'Grey Goose Vodka'
const ABSOLUT = 'Absolut Vodka'
const BACARDI = 'Bacardi Superior Rum'
const PLANTATION = 'Plantation 3 Stars Rum'
const DIPLOMATICO = 'Diplomático Reserva Exclusiva'
const GOSLINGS = 'Goslings Black Seal Rum'
const COINTREAU = 'Cointreau'
const CAMPARI = 'Campari'
const APEROL = 'Aperol'
const VERMOUTH = 'Carpano Antica Formula'
const KAHLUA = 'Kahlúa Coffee Liqueur'
const MARASCHINO = 'Luxardo Maraschino'
const CHARTREUSE = 'Chartreuse Green'
const ST_GERMAIN = 'St-Germain Elderflower'
const PROSECCO = 'La Marca Prosecco'
const CHAMPAGNE = 'Veuve Clicquot Brut'
const LAGER = 'Miller Lite'
const TONIC = 'Fever-Tree Indian Tonic'
const GINGER_BEER = 'Fever-Tree Ginger Beer'
const COLA = 'Coca-Cola Classic (glass)'
const LIME = 'Rose’s Lime Juice'
const SYRUP = 'Monin Simple Syrup'
const ANGOSTURA = 'Angostura Aromatic Bitters'
const PEYCHAUDS = "Peychaud's Bitters"

interface SampleRecipe {
  name: string
  instructions: string
  menuPrice: number
  ingredients: Array<[product: string, amount: string]>
}

export const SAMPLE_RECIPES: SampleRecipe[] = [
  {
    name: 'Margarita',
    instructions: 'Shake hard with ice, strain over fresh ice into a salt-rimmed rocks glass.',
    menuPrice: 12,
    ingredients: [
      [TEQUILA, '2 oz'],
      [COINTREAU, '1 oz'],
      [LIME, '1 oz'],
    ],
  },
  {
    name: "Tommy's Margarita",
    instructions: 'Shake with ice, strain over fresh ice. No salt rim.',
    menuPrice: 13,
    ingredients: [
      [PATRON, '2 oz'],
      [LIME, '1 oz'],
      [SYRUP, '1/2 oz'],
    ],
  },
  {
    name: 'Old Fashioned',
    instructions:
      'Stir with ice until well chilled, strain over a large cube. Express an orange peel.',
    menuPrice: 13,
    ingredients: [
      [BOURBON, '2 oz'],
      [SYRUP, '1/4 oz'],
      [ANGOSTURA, '2 dashes'],
    ],
  },
  {
    name: 'Manhattan',
    instructions: 'Stir with ice, strain into a chilled coupe. Garnish with a cherry.',
    menuPrice: 14,
    ingredients: [
      [RITTENHOUSE, '2 oz'],
      [VERMOUTH, '1 oz'],
      [ANGOSTURA, '2 dashes'],
    ],
  },
  {
    name: 'Negroni',
    instructions: 'Stir with ice, strain over a large cube. Garnish with an orange twist.',
    menuPrice: 13,
    ingredients: [
      [TANQUERAY, '1 oz'],
      [CAMPARI, '1 oz'],
      [VERMOUTH, '1 oz'],
    ],
  },
  {
    name: 'Boulevardier',
    instructions: 'Stir with ice, strain into a chilled coupe. Garnish with an orange twist.',
    menuPrice: 14,
    ingredients: [
      [MAKERS, '1 1/2 oz'],
      [CAMPARI, '1 oz'],
      [VERMOUTH, '1 oz'],
    ],
  },
  {
    name: 'Mezcal Negroni',
    instructions: 'Stir with ice, strain over a large cube. Garnish with a grapefruit twist.',
    menuPrice: 14,
    ingredients: [
      [MEZCAL, '1 oz'],
      [CAMPARI, '1 oz'],
      [VERMOUTH, '1 oz'],
    ],
  },
  {
    name: 'Americano',
    instructions:
      'Build over ice in a highball, top with soda water, garnish with an orange slice.',
    menuPrice: 11,
    ingredients: [
      [CAMPARI, '1 1/2 oz'],
      [VERMOUTH, '1 1/2 oz'],
    ],
  },
  {
    name: 'Aperol Spritz',
    instructions:
      'Build over ice in a wine glass, add a splash of soda, garnish with an orange slice.',
    menuPrice: 12,
    ingredients: [
      [PROSECCO, '3 oz'],
      [APEROL, '2 oz'],
    ],
  },
  {
    name: 'Hugo Spritz',
    instructions: 'Build over ice with a few mint leaves and a lime wheel; add a splash of soda.',
    menuPrice: 12,
    ingredients: [
      [ST_GERMAIN, '1 oz'],
      [PROSECCO, '4 oz'],
    ],
  },
  {
    name: 'Moscow Mule',
    instructions: 'Build over ice in a copper mug, stir once, garnish with a lime wedge.',
    menuPrice: 11,
    ingredients: [
      [TITOS, '2 oz'],
      [GINGER_BEER, '4 oz'],
      [LIME, '1/2 oz'],
    ],
  },
  {
    name: "Dark 'n' Stormy",
    instructions: 'Fill a highball with ice and ginger beer, float the rum on top.',
    menuPrice: 11,
    ingredients: [
      [GOSLINGS, '2 oz'],
      [GINGER_BEER, '4 oz'],
      [LIME, '1/2 oz'],
    ],
  },
  {
    name: 'Gin & Tonic',
    instructions: 'Build over plenty of ice in a balloon glass, garnish with cucumber.',
    menuPrice: 11,
    ingredients: [
      [HENDRICKS, '2 oz'],
      [TONIC, '4 oz'],
    ],
  },
  {
    name: 'Cuba Libre',
    instructions: 'Build over ice in a highball, squeeze in the lime, garnish with a lime wedge.',
    menuPrice: 10,
    ingredients: [
      [BACARDI, '2 oz'],
      [COLA, '4 oz'],
      [LIME, '1/2 oz'],
    ],
  },
  {
    name: 'Daiquiri',
    instructions: 'Shake hard with ice, double strain into a chilled coupe.',
    menuPrice: 12,
    ingredients: [
      [PLANTATION, '2 oz'],
      [LIME, '1 oz'],
      [SYRUP, '3/4 oz'],
    ],
  },
  {
    name: 'Mojito',
    instructions:
      'Gently muddle mint with the syrup, add rum and lime, fill with crushed ice, top with soda.',
    menuPrice: 12,
    ingredients: [
      [BACARDI, '2 oz'],
      [LIME, '1 oz'],
      [SYRUP, '3/4 oz'],
    ],
  },
  {
    name: 'Last Word',
    instructions: 'Shake with ice, double strain into a chilled coupe.',
    menuPrice: 15,
    ingredients: [
      [BEEFEATER, '3/4 oz'],
      [CHARTREUSE, '3/4 oz'],
      [MARASCHINO, '3/4 oz'],
      [LIME, '3/4 oz'],
    ],
  },
  {
    name: 'Sazerac',
    instructions:
      'Stir with ice, strain into a chilled, absinthe-rinsed rocks glass. Express a lemon peel.',
    menuPrice: 15,
    ingredients: [
      [BULLEIT, '2 oz'],
      [SYRUP, '1/4 oz'],
      [PEYCHAUDS, '3 dashes'],
      [ANGOSTURA, '1 dash'],
    ],
  },
  {
    name: 'Espresso Martini',
    instructions:
      'Shake one fresh espresso with the rest hard with ice, double strain into a chilled coupe.',
    menuPrice: 14,
    ingredients: [
      [GREY_GOOSE, '2 oz'],
      [KAHLUA, '1 oz'],
      [SYRUP, '1/4 oz'],
    ],
  },
  {
    name: 'Black Russian',
    instructions: 'Build over ice in a rocks glass and stir.',
    menuPrice: 10,
    ingredients: [
      [ABSOLUT, '2 oz'],
      [KAHLUA, '1 oz'],
    ],
  },
  {
    name: 'French 75',
    instructions:
      'Shake gin and syrup with a squeeze of lemon, strain into a flute, top with champagne.',
    menuPrice: 16,
    ingredients: [
      [BOMBAY, '1 oz'],
      [SYRUP, '1/2 oz'],
      [CHAMPAGNE, '3 oz'],
    ],
  },
  {
    name: 'Mai Tai',
    instructions:
      'Shake with crushed ice, pour unstrained into a double rocks glass, garnish with mint.',
    menuPrice: 14,
    ingredients: [
      [PLANTATION, '1 oz'],
      [DIPLOMATICO, '1 oz'],
      [LIME, '3/4 oz'],
      [COINTREAU, '1/2 oz'],
      [SYRUP, '1/4 oz'],
    ],
  },
  {
    name: 'Boilermaker',
    instructions: 'Serve the whiskey as a shot beside the whole bottle of beer.',
    menuPrice: 9,
    ingredients: [
      [LAGER, '1 bottle'],
      [JAMESON, '1 1/2 oz'],
    ],
  },
]

/**
 * Classic cocktails over the inventory sample catalogue, priced like any
 * recipe. A recipe whose product the catalogue lacks is left out whole
 * rather than saved cheaper than it is (the functional suite checks that
 * every one loads).
 */
const loadRecipes: SampleDataLoader = async (trx) => {
  const names = [...new Set(SAMPLE_RECIPES.flatMap((recipe) => recipe.ingredients.map(([n]) => n)))]
  const rows = await trx
    .from(PRODUCTS_TABLE)
    .whereIn('name', names)
    .whereNull('archived_at')
    .select('id', 'name')
  const ids = new Map(rows.map((row) => [row.name as string, Number(row.id)]))

  for (const recipe of SAMPLE_RECIPES) {
    if (!recipe.ingredients.every(([product]) => ids.has(product))) continue
    await insertRecipe(trx, {
      name: recipe.name,
      instructions: recipe.instructions,
      menuPrice: recipe.menuPrice,
      ingredients: recipe.ingredients.map(([product, amount]) => ({
        productId: ids.get(product)!,
        amount,
      })),
    })
  }
}

export default loadRecipes
