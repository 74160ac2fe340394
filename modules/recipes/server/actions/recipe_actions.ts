import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import { recordActivity } from '#app/activity/activity_log'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { toBoolean } from '#app/database/driver_values'
import { toMoneyOrNull } from '#shared/money'
import { RECIPES_TABLE, RECIPE_INGREDIENTS_TABLE } from '#modules/recipes/server/tables'
import {
  ingredientProducts,
  type IngredientProduct,
} from '#modules/recipes/server/lib/ingredient_products'
import {
  INGREDIENT_COLUMNS,
  type IngredientRow,
  RECIPE_COLUMNS,
  type RecipeRow,
} from '#modules/recipes/server/transformers/recipe_transformer'
import type {
  CreateRecipePayload,
  IngredientPayload,
  UpdateRecipePayload,
} from '#modules/recipes/server/validators/recipe_validators'
import { parseAmount } from '#modules/recipes/shared/parse_amount'
import { menuPriceFigures, recipeCost } from '#modules/recipes/shared/recipe_cost'
import { RECIPE_LIMITS } from '#modules/recipes/shared/recipe_rules'
import { insertReturningId } from '#app/database/insert_returning_id'

interface ResolvedIngredient {
  productId: number
  amount: string
  amountInOz: number | string | null
  isWholeBottle: boolean
}

type Decimal = string | number | null

/** What the client entered; a menu price or ingredients override parts of it. */
interface EnteredFigures {
  costPerServing: Decimal
  profitMargin: Decimal
  menuPrice: Decimal
}

/* An API client may leave amountInOz or isWholeBottle out: the amount text says them. */
function resolveIngredient(payload: IngredientPayload): ResolvedIngredient {
  const parsed = parseAmount(payload.amount)
  return {
    productId: payload.productId,
    amount: payload.amount,
    amountInOz: payload.amountInOz ?? parsed.amountInOz,
    isWholeBottle: payload.isWholeBottle ?? parsed.isWholeBottle,
  }
}

function fromRow(row: IngredientRow): ResolvedIngredient {
  return {
    productId: Number(row.product_id),
    amount: row.amount,
    amountInOz: row.amount_in_oz,
    isWholeBottle: toBoolean(row.is_whole_bottle),
  }
}

/**
 * The products of new ingredient rows must exist and be stocked; a product
 * the recipe already used stays allowed after inventory archived it, so the
 * recipe can still be edited. A refusal is a 422 naming the row's field.
 */
async function usableProducts(
  trx: TransactionClientContract,
  ingredients: ResolvedIngredient[],
  field: (index: number) => string,
  alreadyUsed: Set<number>
) {
  const products = await ingredientProducts(
    ingredients.map((ingredient) => ingredient.productId),
    trx
  )
  const problems = ingredients.flatMap((ingredient, index) => {
    const product = products.get(ingredient.productId)
    if (product && (!product.archived || alreadyUsed.has(ingredient.productId))) return []
    return [{ field: field(index), message: 'Product not found', rule: 'exists' }]
  })
  if (problems.length > 0) throw new vineErrors.E_VALIDATION_ERROR(problems)
  return products
}

/**
 * The figures a recipe row stores: the cost computed from its ingredients
 * (as entered when it has none yet), and with a menu price the derived
 * margin — null when it does not fit DECIMAL(5,2). Reads recompute both.
 */
function figuresToStore(
  ingredients: ResolvedIngredient[],
  products: Map<number, IngredientProduct>,
  entered: EnteredFigures
) {
  const cost =
    ingredients.length > 0
      ? recipeCost(
          ingredients.map((ingredient) => {
            const product = products.get(ingredient.productId)
            return {
              productName: product?.name ?? '',
              unitCost: product?.unitCost ?? null,
              sizeInOz: product?.sizeInOz ?? null,
              amountInOz: ingredient.amountInOz,
              isWholeBottle: ingredient.isWholeBottle,
            }
          })
        ).total
      : toMoneyOrNull(entered.costPerServing)
  const menuPrice = toMoneyOrNull(entered.menuPrice)
  let profitMargin = toMoneyOrNull(entered.profitMargin)
  if (menuPrice) {
    const derived = menuPriceFigures(cost, menuPrice)?.profitMargin ?? null
    const fits =
      derived !== null &&
      Number(derived) >= RECIPE_LIMITS.minProfitMargin &&
      Number(derived) <= RECIPE_LIMITS.maxProfitMargin
    profitMargin = fits ? derived : null
  }
  return { cost_per_serving: cost, profit_margin: profitMargin, menu_price: menuPrice }
}

async function insertIngredients(
  trx: TransactionClientContract,
  recipeId: number,
  ingredients: ResolvedIngredient[]
) {
  if (ingredients.length === 0) return
  await trx
    .insertQuery()
    .table(RECIPE_INGREDIENTS_TABLE)
    .multiInsert(
      ingredients.map((ingredient) => ({
        recipe_id: recipeId,
        product_id: ingredient.productId,
        amount: ingredient.amount,
        amount_in_oz: ingredient.amountInOz,
        is_whole_bottle: ingredient.isWholeBottle,
      }))
    )
}

async function lockRecipe(trx: TransactionClientContract, id: number) {
  const row: RecipeRow | null = await trx
    .from(RECIPES_TABLE)
    .where('id', id)
    .forUpdate()
    .select(...RECIPE_COLUMNS)
    .first()
  if (!row) throw new NotFoundException('Recipe not found')
  return row
}

async function ingredientsOf(trx: TransactionClientContract, recipeId: number) {
  const rows: IngredientRow[] = await trx
    .from(RECIPE_INGREDIENTS_TABLE)
    .where('recipe_id', recipeId)
    .select(...INGREDIENT_COLUMNS)
    .orderBy('id', 'asc')
  return rows
}

const ingredientField = (index: number) => `ingredients.${index}.productId`

/**
 * Inserts a recipe and its ingredients inside the caller's transaction;
 * returns the new id. Sample data uses it directly (no activity entries).
 */
export async function insertRecipe(trx: TransactionClientContract, payload: CreateRecipePayload) {
  const ingredients = (payload.ingredients ?? []).map(resolveIngredient)
  const products = await usableProducts(trx, ingredients, ingredientField, new Set())
  const now = new Date()
  const id = await insertReturningId(trx, RECIPES_TABLE, {
    name: payload.name,
    instructions: payload.instructions || null,
    ...figuresToStore(ingredients, products, {
      costPerServing: payload.costPerServing ?? null,
      profitMargin: payload.profitMargin ?? null,
      menuPrice: payload.menuPrice ?? null,
    }),
    created_at: now,
    updated_at: now,
  })
  await insertIngredients(trx, id, ingredients)
  return id
}

/** Creates a recipe, with its ingredients when sent; returns the new id. */
export async function createRecipe(payload: CreateRecipePayload, userId: string) {
  return db.transaction(async (trx) => {
    const id = await insertRecipe(trx, payload)
    await recordActivity(
      {
        userId,
        action: 'create',
        entityType: 'recipe',
        entityId: id,
        summary: `Added recipe ${payload.name}`,
      },
      trx
    )
    return id
  })
}

/**
 * Updates the fields sent (a field left out keeps its value). Ingredients,
 * when sent, replace the whole list in the same transaction.
 */
export async function updateRecipe(id: number, payload: UpdateRecipePayload, userId: string) {
  return db.transaction(async (trx) => {
    const row = await lockRecipe(trx, id)
    const current = await ingredientsOf(trx, id)

    let ingredients: ResolvedIngredient[]
    let products: Map<number, IngredientProduct>
    if (payload.ingredients) {
      ingredients = payload.ingredients.map(resolveIngredient)
      const alreadyUsed = new Set(current.map((ingredient) => Number(ingredient.product_id)))
      products = await usableProducts(trx, ingredients, ingredientField, alreadyUsed)
      await trx.from(RECIPE_INGREDIENTS_TABLE).where('recipe_id', id).delete()
      await insertIngredients(trx, id, ingredients)
    } else {
      ingredients = current.map(fromRow)
      products = await ingredientProducts(
        ingredients.map((ingredient) => ingredient.productId),
        trx
      )
    }

    const name = payload.name ?? row.name
    const keep = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent)
    await trx
      .from(RECIPES_TABLE)
      .where('id', id)
      .update({
        name,
        instructions:
          payload.instructions === undefined ? row.instructions : payload.instructions || null,
        ...figuresToStore(ingredients, products, {
          costPerServing: keep<Decimal>(payload.costPerServing, row.cost_per_serving),
          profitMargin: keep<Decimal>(payload.profitMargin, row.profit_margin),
          menuPrice: keep<Decimal>(payload.menuPrice, row.menu_price),
        }),
        updated_at: new Date(),
      })
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'recipe',
        entityId: id,
        summary: `Updated recipe ${name}`,
      },
      trx
    )
  })
}

/** Deletes a recipe; its ingredient rows go with it (ON DELETE CASCADE). */
export async function deleteRecipe(id: number, userId: string) {
  return db.transaction(async (trx) => {
    const row = await lockRecipe(trx, id)
    await trx.from(RECIPES_TABLE).where('id', id).delete()
    await recordActivity(
      {
        userId,
        action: 'delete',
        entityType: 'recipe',
        entityId: id,
        summary: `Deleted recipe ${row.name}`,
      },
      trx
    )
  })
}

/** The spec's one-ingredient-at-a-time path; the stored cost follows. Returns the new id. */
export async function addIngredient(recipeId: number, payload: IngredientPayload, userId: string) {
  return db.transaction(async (trx) => {
    const row = await lockRecipe(trx, recipeId)
    const current = await ingredientsOf(trx, recipeId)
    if (current.length >= RECIPE_LIMITS.ingredients) {
      throw new ConflictException(`A recipe has at most ${RECIPE_LIMITS.ingredients} ingredients`)
    }
    const ingredient = resolveIngredient(payload)
    const added = await usableProducts(trx, [ingredient], () => 'productId', new Set())

    const id = await insertReturningId(trx, RECIPE_INGREDIENTS_TABLE, {
      recipe_id: recipeId,
      product_id: ingredient.productId,
      amount: ingredient.amount,
      amount_in_oz: ingredient.amountInOz,
      is_whole_bottle: ingredient.isWholeBottle,
    })

    const ingredients = [...current.map(fromRow), ingredient]
    const products = await ingredientProducts(
      ingredients.map((entry) => entry.productId),
      trx
    )
    await trx
      .from(RECIPES_TABLE)
      .where('id', recipeId)
      .update({
        ...figuresToStore(ingredients, products, {
          costPerServing: row.cost_per_serving,
          profitMargin: row.profit_margin,
          menuPrice: row.menu_price,
        }),
        updated_at: new Date(),
      })
    await recordActivity(
      {
        userId,
        action: 'update',
        entityType: 'recipe',
        entityId: recipeId,
        summary: `Added ${added.get(ingredient.productId)!.name} to recipe ${row.name}`,
      },
      trx
    )
    return id
  })
}
