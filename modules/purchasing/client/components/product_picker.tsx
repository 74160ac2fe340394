import { useMemo, useState } from 'react'
import { Select } from 'antd'
import type { ProductOption } from '../api'

/* A long catalogue stays searchable without putting thousands of options in the DOM. */
const MAX_OPTIONS = 50

export function productLabel(product: Pick<ProductOption, 'name' | 'size'>) {
  return product.size ? `${product.name} (${product.size})` : product.name
}

interface Props {
  'id'?: string
  'value'?: number
  'products': ProductOption[]
  'loading'?: boolean
  'status'?: 'error'
  /** Shown when the chosen product is no longer in the catalogue (archived). */
  'fallbackLabel'?: string
  'onChange'?: (productId: number) => void
  'onBlur'?: () => void
  'aria-label'?: string
}

export function ProductPicker({
  id,
  value,
  products,
  loading,
  status,
  fallbackLabel,
  onChange,
  onBlur,
}: Props) {
  const [query, setQuery] = useState('')

  const options = useMemo(() => {
    /* Every typed word must appear in the label or the category, in any order. */
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    const matches: ProductOption[] = []
    for (const product of products) {
      if (matches.length >= MAX_OPTIONS) break
      const haystack = `${productLabel(product)} ${product.category}`.toLowerCase()
      if (words.every((word) => haystack.includes(word))) matches.push(product)
    }
    const list = matches.map((product) => ({ value: product.id, label: productLabel(product) }))
    if (value !== undefined && !list.some((option) => option.value === value)) {
      const chosen = products.find((product) => product.id === value)
      list.unshift({
        value,
        label: chosen ? productLabel(chosen) : (fallbackLabel ?? 'Unknown Product'),
      })
    }
    return list
  }, [products, query, value, fallbackLabel])

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      value={value}
      status={status}
      loading={loading}
      placeholder="Search products"
      options={options}
      notFoundContent={loading ? 'Loading products…' : 'No matching products'}
      onChange={(next: number) => {
        setQuery('')
        onChange?.(next)
      }}
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  )
}
