import { productPageKey, type ProductPageQuery } from './api'
import {
  ALL,
  isRecipeFilter,
  isStockFilter,
  type ProductSort,
  type RecipeFilter,
  type StockFilter,
} from './product_filters'
import { recipesInstalled } from './recipe_usage'

/** What the inventory list holds in its own state (the filters live in the address). */
export interface ListState {
  page: number
  pageSize: number
  sort: ProductSort
  search: string
  category: string
}

/** The list as the screen opens: first page, by name, nothing searched. */
export const FIRST_LIST_STATE: ListState = {
  page: 1,
  pageSize: 50,
  sort: { field: 'name', direction: 'asc' },
  search: '',
  category: ALL,
}

/* Stock and recipe filters live in the address, so the dashboard can link to them. */
export function addressFilters(params: URLSearchParams, showRecipes: boolean) {
  const stockParam = params.get('stock')
  const recipeParam = params.get('recipes')
  const stock: StockFilter = isStockFilter(stockParam) ? stockParam : 'all'
  const recipe: RecipeFilter = showRecipes && isRecipeFilter(recipeParam) ? recipeParam : 'all'
  return { stock, recipe }
}

/** The recipe filter is sent only where recipes is installed (that module lends the list the condition). */
export function listQuery(
  state: ListState,
  params: URLSearchParams,
  showRecipes: boolean
): ProductPageQuery {
  const { stock, recipe } = addressFilters(params, showRecipes)
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort.field,
    order: state.sort.direction,
    search: state.search,
    category: state.category,
    stock,
    ...(showRecipes ? { recipe } : {}),
  }
}

/** The page of products the screen asks for first at this address (ClientRoute.firstData). */
export function firstListRequests(params: URLSearchParams): string[] {
  return [productPageKey(listQuery(FIRST_LIST_STATE, params, recipesInstalled()))]
}
