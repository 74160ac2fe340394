/**
 * How a product picker asks GET /api/products (DESIGN §10: pickers search on
 * the server instead of loading the catalogue) and what it shows for an
 * answer. React-free, so every module's screen can hand `productSearch` to
 * the shell's SearchSelect (frontend/src/components/search_select.tsx).
 */
import type { ProductJson } from './product_json.js'

/** Products one search shows; more means "type to narrow down". */
export const PRODUCT_SEARCH_LIMIT = 50

/** The pause after the last key before the picker asks. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250

/** The value of the disabled "type to narrow down" row; no product has it. */
const MORE_HINT = -1

/** The request for a typed text: the first PRODUCT_SEARCH_LIMIT matches by name. */
export function productSearchPath(search: string): string {
  const text = search.trim()
  const query = text ? `search=${encodeURIComponent(text)}&` : ''
  return `/api/products?${query}limit=${PRODUCT_SEARCH_LIMIT}`
}

export function productLabel(product: Pick<ProductJson, 'name' | 'size'>): string {
  return product.size ? `${product.name} (${product.size})` : product.name
}

export interface ProductSearchOption {
  value: number
  label: string
  disabled?: boolean
}

export interface ProductSearchState {
  /** What is in the search box now. */
  typed: string
  /** The text the current answer was asked for (typed, after the pause). */
  search: string
  found: Array<Pick<ProductJson, 'id' | 'name' | 'size'>> | undefined
  failed: boolean
  validating: boolean
  /** The chosen product's id, and its label for when the answer does not hold it. */
  value: number | undefined
  selectedLabel: string | undefined
}

/**
 * What the picker shows: the answer's products, the chosen one first when
 * the answer does not hold it, a disabled hint when the answer was cut at
 * the limit, whether a search is still on its way, and the empty text.
 */
export function productSearchView(state: ProductSearchState) {
  const found = state.found ?? []
  const options: ProductSearchOption[] = found.map((product) => ({
    value: product.id,
    label: productLabel(product),
  }))
  if (state.value !== undefined && !found.some((product) => product.id === state.value)) {
    options.unshift({ value: state.value, label: state.selectedLabel ?? `Product #${state.value}` })
  }
  if (found.length >= PRODUCT_SEARCH_LIMIT) {
    options.push({
      value: MORE_HINT,
      label: `Showing the first ${PRODUCT_SEARCH_LIMIT} — type to narrow down`,
      disabled: true,
    })
  }
  const searching = state.validating || state.typed.trim() !== state.search
  const emptyText = state.failed
    ? 'Could not load products'
    : searching
      ? 'Searching…'
      : 'No matching products'
  return { options, searching, emptyText }
}

/**
 * The product source for the shell's SearchSelect:
 * `<SearchSelect source={productSearch} onPick={…} />`.
 */
export const productSearch = {
  path: productSearchPath,
  view: productSearchView,
  debounceMs: PRODUCT_SEARCH_DEBOUNCE_MS,
  placeholder: 'Search products',
}
