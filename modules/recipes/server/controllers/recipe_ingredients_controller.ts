import type { HttpContext } from '@adonisjs/core/http'
import { findOr404 } from '#app/exceptions/not_found_exception'
import { ingredientValidator } from '#modules/recipes/server/validators/recipe_validators'
import { listIngredients } from '#modules/recipes/server/queries/recipe_queries'
import { addIngredient } from '#modules/recipes/server/actions/recipe_actions'

export default class RecipeIngredientsController {
  async index({ params }: HttpContext) {
    return findOr404(listIngredients(params.id), 'Recipe not found')
  }

  async store({ request, params, response, auth }: HttpContext) {
    const payload = await request.validateUsing(ingredientValidator)
    const id = await addIngredient(params.id, payload, auth.getUserOrFail().id)
    const ingredients = await listIngredients(params.id)
    return response.created(ingredients?.find((ingredient) => ingredient.id === id))
  }
}
