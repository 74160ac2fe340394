import { productsNotInRecipes } from '#modules/recipes/server/queries/recipe_queries'

export default class ProductsNotInRecipesController {
  /** GET /api/products/not-in-recipes: stocked products that no recipe uses yet. */
  async index() {
    return productsNotInRecipes()
  }
}
