import { useEffect, useMemo, useState } from 'react'
import { Select } from 'antd'
import { PRODUCT_SEARCH_LIMIT, useProductSearch, type ProductOption } from '../api'

const DEBOUNCE_MS = 250
const MORE_HINT = -1

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

export function productLabel(product: { name: string; size: string | null }) {
  return product.size ? `${product.name} (${product.size})` : product.name
}

/**
 * A product picker that searches on the server (name, category or barcode)
 * as the user types, a short pause after the last key, and shows the first
 * PRODUCT_SEARCH_LIMIT matches, so it stays fast at any catalogue size.
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
  const [search, setSearch] = useState('')
  useEffect(() => {
    const text = typed.trim()
    const timer = window.setTimeout(() => setSearch(text), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [typed])
  const { data, error, isValidating } = useProductSearch(search)

  const options = useMemo(() => {
    const found = data ?? []
    const result: Array<{ value: number; label: string; disabled?: boolean }> = found.map(
      (product) => ({ value: product.id, label: productLabel(product) })
    )
    if (value !== undefined && !found.some((product) => product.id === value)) {
      result.unshift({ value, label: selectedLabel ?? `Product #${value}` })
    }
    if (found.length >= PRODUCT_SEARCH_LIMIT) {
      result.push({
        value: MORE_HINT,
        label: `Showing the first ${PRODUCT_SEARCH_LIMIT} — type to narrow down`,
        disabled: true,
      })
    }
    return result
  }, [data, value, selectedLabel])

  const searching = isValidating || typed.trim() !== search

  return (
    <Select
      id={id}
      value={value}
      status={status}
      placeholder="Search products"
      loading={searching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={
        error ? 'Could not load products' : searching ? 'Searching…' : 'No matching products'
      }
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
