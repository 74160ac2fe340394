import { useMemo, useState } from 'react'
import { Select } from 'antd'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  productSearchView,
} from '@modules/inventory/shared/product_search'
import { useProductSearch, type ProductOption } from '../api'

interface Props {
  id?: string
  value?: number
  onChange?: (value: number | undefined) => void
  onBlur?: () => void
  status?: 'error'
  /** Label of the chosen product, shown while it is not among the search results. */
  selectedLabel?: string
  /** The chosen product, so the dialog can price its row. */
  onPick?: (product: ProductOption) => void
}

/**
 * A product picker that searches on the server (name, category or barcode)
 * as the user types, a short pause after the last key, and shows the first
 * matches (inventory's shared/product_search.ts), so it stays fast at any
 * catalogue size.
 */
export function ProductSelect({
  id,
  value,
  onChange,
  onBlur,
  status,
  selectedLabel,
  onPick,
}: Props) {
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
        if (product) onPick?.(product)
        setTyped('')
        onChange?.(next)
      }}
      onBlur={onBlur}
      onOpenChange={(open) => {
        if (!open) setTyped('')
      }}
      style={{ width: '100%' }}
    />
  )
}
