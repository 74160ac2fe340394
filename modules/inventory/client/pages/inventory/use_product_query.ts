import { useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import { useSearchParams } from 'react-router'
import type { ProductPageJson } from '@modules/inventory/shared/product_json'
import { productPageKey, useProductPage } from '../../api'
import {
  type ProductSort,
  type RecipeFilter,
  type SortField,
  type StockFilter,
} from '../../product_filters'
import {
  addressFilters,
  firstListState,
  listQuery,
  rememberPageSize,
  unassignedCountQuery,
} from '../../product_list_query'

/**
 * The list the page shows: search, filters, sort and paging, and the page of
 * products the server answers for them. DESIGN §10: the server searches,
 * filters, sorts and pages; the screen holds one page. The recipe filter is
 * sent only where recipes is installed (that module lends the list the condition).
 */
export function useProductQuery(showRecipes: boolean) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [first] = useState(firstListState)
  const [search, setSearch] = useState(first.search)
  /* Bumped to empty the search box after a scan found its product. */
  const [searchBoxKey, setSearchBoxKey] = useState(0)
  const [category, setCategory] = useState(first.category)
  const { stock, recipe } = addressFilters(searchParams, showRecipes)
  const [sort, setSort] = useState<ProductSort>(first.sort)
  const [page, setPage] = useState(first.page)
  const [pageSize, setPageSize] = useState(first.pageSize)

  /* The same query the shell may have sent already on a full load (firstListRequests). */
  const query = listQuery({ page, pageSize, sort, search, category }, searchParams, showRecipes)
  const listed = useProductPage(query)
  const unassigned = useSWR<ProductPageJson>(
    showRecipes ? productPageKey(unassignedCountQuery(query)) : null
  )
  const total = listed.data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  /* A deletion or import can leave the page past the end: step back to the last one. */
  useEffect(() => {
    if (listed.data && page > lastPage) setPage(lastPage)
  }, [listed.data, page, lastPage])

  const setFilterParam = (name: 'stock' | 'recipes', next: StockFilter | RecipeFilter) => {
    setPage(1)
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete(name)
        else params.set(name, next)
        return params
      },
      { replace: true }
    )
  }
  const changeCategory = (next: string) => {
    setCategory(next)
    setPage(1)
  }
  const onSearch = useCallback((text: string) => {
    setSearch(text)
    setPage(1)
  }, [])
  const clearSearch = useCallback(() => {
    setSearch('')
    setSearchBoxKey((key) => key + 1)
  }, [])
  const onSort = useCallback((field: SortField) => {
    setPage(1)
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' }
    )
  }, [])
  const onPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1)
      setPageSize(nextSize)
      if (nextSize !== pageSize) rememberPageSize(nextSize)
    },
    [pageSize]
  )

  return {
    listed,
    unassigned,
    total,
    page: Math.min(page, lastPage),
    pageSize,
    sort,
    category,
    stock,
    recipe,
    searchBoxKey,
    onSearch,
    clearSearch,
    onSort,
    onPage,
    changeCategory,
    setFilterParam,
  }
}
