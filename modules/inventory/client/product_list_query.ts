import { CATEGORIES_KEY, productPageKey, SUMMARY_KEY, type ProductPageQuery } from './api'
import {
  ALL,
  isRecipeFilter,
  isStockFilter,
  type ProductSort,
  type RecipeFilter,
  type StockFilter,
} from './product_filters'
import { RECIPE_USAGE_KEY, recipesInstalled } from './recipe_usage'

/** What the inventory list holds in its own state (the filters live in the address). */
export interface ListState {
  page: number
  pageSize: number
  sort: ProductSort
  search: string
  category: string
}

export const PAGE_SIZES = [25, 50, 100, 200]
const PAGE_SIZE_KEY = 'barstock.inventory.pageSize'

/*
 * 25 rows (two screens of a desktop, three lines a row) unless this browser
 * chose another size: a page of rows is most of the screen's first render.
 */
function rememberedPageSize(): number {
  try {
    const stored = Number(window.localStorage.getItem(PAGE_SIZE_KEY))
    return PAGE_SIZES.includes(stored) ? stored : PAGE_SIZES[0]
  } catch {
    return PAGE_SIZES[0]
  }
}

/** Keeps the page size someone picked for their next visit, in this browser. */
export function rememberPageSize(size: number) {
  try {
    window.localStorage.setItem(PAGE_SIZE_KEY, String(size))
  } catch {
    /* Storage off (private mode): the size holds for this visit only. */
  }
}

/** The list as the screen opens: first page, by name, nothing searched. */
export function firstListState(): ListState {
  return {
    page: 1,
    pageSize: rememberedPageSize(),
    sort: { field: 'name', direction: 'asc' },
    search: '',
    category: ALL,
  }
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

/** Only the total matters: how many products no recipe uses yet, whatever the list shows. */
export function unassignedCountQuery(query: ProductPageQuery): ProductPageQuery {
  return {
    ...query,
    page: 1,
    pageSize: 1,
    search: '',
    category: ALL,
    stock: 'all',
    recipe: 'unused',
  }
}

/**
 * What the screen asks for first at this address (ClientRoute.firstData): the
 * page of products and everything else its first render reads. An answer that
 * lands after that render re-renders the whole page at once, which restarts
 * the background render that builds the rows (inventory_page.tsx).
 */
export function firstListRequests(params: URLSearchParams): string[] {
  const showRecipes = recipesInstalled()
  const query = listQuery(firstListState(), params, showRecipes)
  const requests = [productPageKey(query), CATEGORIES_KEY, SUMMARY_KEY]
  if (showRecipes) {
    requests.push(productPageKey(unassignedCountQuery(query)), RECIPE_USAGE_KEY)
  }
  return requests
}
