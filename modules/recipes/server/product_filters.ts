import { registerProductListFilter } from '#modules/inventory/server/index'
import { RECIPE_INGREDIENTS_TABLE } from '#modules/recipes/server/index'

/*
 * The inventory screen's recipe-status filter, paged on the server:
 * GET /api/products?page=1&recipe=used|unused. Only recipes knows which
 * products a recipe uses, so it lends inventory's list the condition.
 */
registerProductListFilter({
  param: 'recipe',
  values: ['used', 'unused'],
  apply: (products, value) => {
    const inARecipe = (sub: typeof products) =>
      sub
        .from(RECIPE_INGREDIENTS_TABLE)
        .select('recipe_ingredients.product_id')
        .whereColumn('recipe_ingredients.product_id', 'products.id')
    if (value === 'used') products.whereExists(inARecipe)
    else products.whereNotExists(inARecipe)
  },
})
