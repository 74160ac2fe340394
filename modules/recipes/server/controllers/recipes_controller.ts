import type { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { findOr404 } from '#app/exceptions/not_found_exception'
import { JsonSnapshot } from '#app/http/json_snapshot'
import {
  createRecipeValidator,
  updateRecipeValidator,
} from '#modules/recipes/server/validators/recipe_validators'
import { findRecipe, listRecipes } from '#modules/recipes/server/queries/recipe_queries'
import {
  createRecipe,
  deleteRecipe,
  updateRecipe,
} from '#modules/recipes/server/actions/recipe_actions'
import { recipeUsageByProduct } from '#modules/recipes/server/index'

const readRecipe = (id: number) => findOr404(findRecipe(id), 'Recipe not found')

/*
 * Every recipe priced from the current product costs: 300 recipes took
 * ~17 ms to read and price (~350 KB of JSON) on every visit to the recipes
 * screen; kept until the database changes, and answered 304 to a client
 * holding the same list.
 */
const recipeList = new JsonSnapshot()

async function* allRecipes(client: QueryClientContract) {
  yield await listRecipes(client)
}

export default class RecipesController {
  async index(ctx: HttpContext) {
    return recipeList.send(ctx, allRecipes)
  }

  async show({ params }: HttpContext) {
    return readRecipe(params.id)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(createRecipeValidator)
    const id = await createRecipe(payload, auth.getUserOrFail().id)
    return response.created(await readRecipe(id))
  }

  async update({ request, params, auth }: HttpContext) {
    const payload = await request.validateUsing(updateRecipeValidator)
    await updateRecipe(params.id, payload, auth.getUserOrFail().id)
    return readRecipe(params.id)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteRecipe(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }

  /** [{ productId, recipeCount }] for the inventory screen's 'Need Recipe' badge and filter. */
  async usage() {
    return recipeUsageByProduct()
  }
}
