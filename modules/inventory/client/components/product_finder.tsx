import { useMemo, useState } from 'react'
import { Select } from 'antd'
import useSWR from 'swr'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  productSearchPath,
  productSearchView,
} from '@modules/inventory/shared/product_search'
import type { Product } from '../api'

/**
 * Find one product by name, category or barcode, searching the server a
 * short pause after the last key (the dashboard's Find Item, the
 * Inventory Adjustment quick action).
 */
export function ProductFinder({
  onPick,
  autoFocus,
}: {
  onPick: (product: Product) => void
  autoFocus?: boolean
}) {
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), PRODUCT_SEARCH_DEBOUNCE_MS)
  const { data, error, isValidating } = useSWR<Product[]>(
    search ? productSearchPath(search) : null,
    {
      keepPreviousData: true,
    }
  )
  const view = useMemo(
    () =>
      productSearchView({
        typed,
        search,
        found: search ? data : [],
        failed: Boolean(error),
        validating: isValidating,
        value: undefined,
        selectedLabel: undefined,
      }),
    [typed, search, data, error, isValidating]
  )

  return (
    <Select<number>
      aria-label="Find item"
      placeholder="Find item by name, category or barcode"
      autoFocus={autoFocus}
      value={null}
      loading={view.searching}
      options={view.options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={search ? view.emptyText : 'Type to search'}
      onChange={(id) => {
        const product = data?.find((candidate) => candidate.id === id)
        if (product) onPick(product)
        setTyped('')
      }}
      style={{ width: '100%' }}
    />
  )
}
