import { useMemo, useState } from 'react'
import { Select } from 'antd'
import type { ProductOption } from '../api'

/** Options rendered at once; the catalogue may hold 10,000 products. */
const MAX_OPTIONS = 50
const MORE_HINT = -1

interface Props {
  id?: string
  value?: number
  onChange?: (value: number | undefined) => void
  onBlur?: () => void
  status?: 'error'
  products: ProductOption[]
  loading: boolean
  failed: boolean
  /** Shown when the chosen product is not in the list (archived since). */
  fallbackLabel?: string
}

function labelOf(product: ProductOption) {
  return product.size ? `${product.name} (${product.size})` : product.name
}

/**
 * A product picker that searches the loaded catalogue by name or category
 * and renders at most MAX_OPTIONS matches, so it stays fast at any size.
 */
export function ProductSelect({
  id,
  value,
  onChange,
  onBlur,
  status,
  products,
  loading,
  failed,
  fallbackLabel,
}: Props) {
  const [query, setQuery] = useState('')

  const options = useMemo(() => {
    const needle = query.trim().toLowerCase()
    const matches: ProductOption[] = []
    let total = 0
    for (const product of products) {
      if (
        needle === '' ||
        product.name.toLowerCase().includes(needle) ||
        product.category.toLowerCase().includes(needle)
      ) {
        total += 1
        if (matches.length < MAX_OPTIONS) matches.push(product)
      }
    }
    const result: Array<{ value: number; label: string; disabled?: boolean }> = matches.map(
      (product) => ({ value: product.id, label: labelOf(product) })
    )
    if (value !== undefined && !matches.some((product) => product.id === value)) {
      const chosen = products.find((product) => product.id === value)
      result.unshift({
        value,
        label: chosen ? labelOf(chosen) : (fallbackLabel ?? `Product #${value}`),
      })
    }
    if (total > matches.length) {
      result.push({
        value: MORE_HINT,
        label: `Showing ${matches.length} of ${total} — type to narrow down`,
        disabled: true,
      })
    }
    return result
  }, [products, query, value, fallbackLabel])

  return (
    <Select
      id={id}
      value={value}
      status={status}
      placeholder="Search products"
      loading={loading}
      options={options}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      notFoundContent={failed ? 'Could not load products' : 'No matching products'}
      onChange={(next: number) => {
        setQuery('')
        onChange?.(next)
      }}
      onBlur={onBlur}
      onOpenChange={(open) => {
        if (!open) setQuery('')
      }}
      style={{ width: '100%' }}
    />
  )
}
