/** The tables the recipes module owns. */
export const RECIPES_TABLE = 'recipes'
export const RECIPE_INGREDIENTS_TABLE = 'recipe_ingredients'
