import { useMemo, useState } from 'react'
import { Select } from 'antd'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  productSearchView,
} from '@modules/inventory/shared/product_search'
import { useProductSearch, type ProductOption } from '../api'

interface Props {
  id: string
  value: number | undefined
  status?: 'error'
  /** Label of the chosen product, shown while it is not among the search results. */
  selectedLabel?: string
  /** The chosen product with its costs and case size, which the item row takes over. */
  onPick: (product: ProductOption) => void
  onBlur: () => void
}

/**
 * An order item's product: searches the server (name, category or barcode)
 * a short pause after the last key and shows the first matches (inventory's
 * shared/product_search.ts), so it stays fast at any catalogue size.
 */
export function ProductPicker({ id, value, status, selectedLabel, onPick, onBlur }: Props) {
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), PRODUCT_SEARCH_DEBOUNCE_MS)
  const { data, error, isValidating } = useProductSearch(search)
  const view = useMemo(
    () =>
      productSearchView({
        typed,
        search,
        found: data,
        failed: Boolean(error),
        validating: isValidating,
        value,
        selectedLabel,
      }),
    [typed, search, data, error, isValidating, value, selectedLabel]
  )

  return (
    <Select
      id={id}
      value={value}
      status={status}
      placeholder="Search products"
      loading={view.searching}
      options={view.options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={view.emptyText}
      onChange={(next: number) => {
        const product = data?.find((candidate) => candidate.id === next)
        if (product) onPick(product)
        setTyped('')
      }}
      onBlur={onBlur}
      onOpenChange={(open) => {
        if (!open) setTyped('')
      }}
      style={{ width: '100%' }}
    />
  )
}
