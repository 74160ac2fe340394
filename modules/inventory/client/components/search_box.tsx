import { memo, useEffect, useRef, useState } from 'react'
import { Input } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'

const DEBOUNCE_MS = 200

/**
 * The search box keeps what is typed to itself and reports it after a short
 * pause, so a keystroke never re-filters 10,000 products or re-renders the
 * table. Enter reports the text at once (a barcode scanner ends with Enter).
 */
export const SearchBox = memo(function SearchInput({
  onSearch,
  onEnter,
}: {
  onSearch: (text: string) => void
  onEnter: (text: string) => void
}) {
  const [text, setText] = useState('')
  const report = useRef(onSearch)
  useEffect(() => {
    report.current = onSearch
  }, [onSearch])

  const settled = useDebouncedValue(text, DEBOUNCE_MS)
  useEffect(() => {
    report.current(settled)
  }, [settled])

  return (
    <Input
      aria-label="Search products"
      placeholder="Search by name, category or barcode"
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        report.current(text)
        onEnter(text.trim())
      }}
    />
  )
})
