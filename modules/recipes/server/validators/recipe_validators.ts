import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { id, text } from '#app/validation/rules'
import type { Infer } from '@vinejs/vine/types'
import { RECIPE_LIMITS, RECIPE_MESSAGES } from '#modules/recipes/shared/recipe_rules'

/* Money and margins arrive as numbers or numeric strings (DESIGN §4); vine.number() takes both. */
const money = () =>
  vine.number().min(0).max(RECIPE_LIMITS.maxMoney).decimal([0, 2]).nullable().optional()

const ingredientProperties = () => ({
  productId: id(),
  amount: text().minLength(1).maxLength(RECIPE_LIMITS.amount),
  /* Left out (or null): parsed from `amount` by the shared rule. */
  amountInOz: vine
    .number()
    .min(0)
    .max(RECIPE_LIMITS.maxAmountInOz)
    .decimal([0, 3])
    .nullable()
    .optional(),
  /* Left out: taken from `amount` ('1 bottle'). */
  isWholeBottle: vine.boolean().optional(),
})

/* Factories: each validator compiles its own schema nodes. */
const recipeProperties = () => ({
  instructions: text({ multiline: true })
    .maxLength(RECIPE_LIMITS.instructions)
    .nullable()
    .optional(),
  costPerServing: money(),
  profitMargin: vine
    .number()
    .range([RECIPE_LIMITS.minProfitMargin, RECIPE_LIMITS.maxProfitMargin])
    .decimal([0, 2])
    .nullable()
    .optional(),
  /* A price of 0 would make margin and pour cost meaningless (division by zero). */
  menuPrice: vine
    .number()
    .min(0.01)
    .max(RECIPE_LIMITS.maxMoney)
    .decimal([0, 2])
    .nullable()
    .optional(),
  ingredients: vine
    .array(vine.object(ingredientProperties()))
    .minLength(1)
    .maxLength(RECIPE_LIMITS.ingredients)
    .optional(),
})

const name = () => text().minLength(1).maxLength(RECIPE_LIMITS.name)

const messages = new SimpleMessagesProvider({
  'name.required': RECIPE_MESSAGES.nameRequired,
  'name.minLength': RECIPE_MESSAGES.nameRequired,
  'name.maxLength': `Name must be at most ${RECIPE_LIMITS.name} characters`,
  'ingredients.array.minLength': RECIPE_MESSAGES.ingredientsRequired,
  'ingredients.array.maxLength': `A recipe has at most ${RECIPE_LIMITS.ingredients} ingredients`,
  'ingredients.*.productId.required': RECIPE_MESSAGES.productRequired,
  'ingredients.*.productId.number': RECIPE_MESSAGES.productRequired,
  'ingredients.*.amount.required': RECIPE_MESSAGES.amountRequired,
  'ingredients.*.amount.minLength': RECIPE_MESSAGES.amountRequired,
  'productId.required': RECIPE_MESSAGES.productRequired,
  'productId.number': RECIPE_MESSAGES.productRequired,
  'amount.required': RECIPE_MESSAGES.amountRequired,
  'amount.minLength': RECIPE_MESSAGES.amountRequired,
  'profitMargin.range': 'Profit margin must be between -999.99 and 999.99',
})

/** POST /api/recipes: the spec's fields, plus menuPrice and the ingredients in one call. */
export const createRecipeValidator = vine.create({ name: name(), ...recipeProperties() })
createRecipeValidator.messagesProvider = messages

/** PUT /api/recipes/:id: a field left out keeps its value; ingredients, when sent, replace the list. */
export const updateRecipeValidator = vine.create({ name: name().optional(), ...recipeProperties() })
updateRecipeValidator.messagesProvider = messages

/** POST /api/recipes/:id/ingredients */
export const ingredientValidator = vine.create(ingredientProperties())
ingredientValidator.messagesProvider = messages

export type CreateRecipePayload = Infer<typeof createRecipeValidator>
export type UpdateRecipePayload = Infer<typeof updateRecipeValidator>
export type IngredientPayload = Infer<typeof ingredientValidator>
