/**
 * Recipe field limits and messages, shared by the server validators and the
 * recipe dialogs so both refuse the same input with the same words.
 */
export const RECIPE_LIMITS = {
  name: 120,
  instructions: 5000,
  amount: 40,
  /** More rows than any cocktail needs; keeps one save bounded. */
  ingredients: 50,
  /** DECIMAL(5,2). */
  minProfitMargin: -999.99,
  maxProfitMargin: 999.99,
  /** DECIMAL(10,2). */
  maxMoney: 99_999_999.99,
  /** DECIMAL(10,3); no pour comes close, so larger values are typos. */
  maxAmountInOz: 9999.999,
} as const

/** SPEC §5 Recipe, verbatim. */
export const RECIPE_MESSAGES = {
  ingredientsRequired: 'At least one ingredient is required',
  productRequired: 'Product is required',
  amountRequired: 'Amount is required',
  nameRequired: 'Name is required',
} as const
