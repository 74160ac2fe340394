import type { HttpContext } from '@adonisjs/core/http'
import { JsonSnapshot } from '#app/http/json_snapshot'
import { productsNotInRecipes } from '#modules/recipes/server/queries/recipe_queries'

/* Nearly the whole catalogue in a young bar (100k products: ~500 ms to build, 2 MB br), built a page at a time. */
const notInRecipes = new JsonSnapshot()

export default class ProductsNotInRecipesController {
  /**
   * GET /api/products/not-in-recipes: stocked products that no recipe uses
   * yet, rebuilt only after the database changed (as the full product list).
   */
  async index(ctx: HttpContext) {
    return notInRecipes.send(ctx, productsNotInRecipes)
  }
}
