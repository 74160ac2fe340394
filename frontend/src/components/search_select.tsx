import { useMemo, useState } from 'react'
import { Select } from 'antd'
import useSWR from 'swr'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'

/** What a source's view is told: the typed text, the answer for it and the chosen value. */
export interface SearchState<T> {
  /** What is in the search box now. */
  typed: string
  /** The text the current answer was asked for (typed, after the pause). */
  search: string
  found: T[] | undefined
  failed: boolean
  validating: boolean
  value: number | undefined
  /** The chosen option's label for when the answer does not hold it. */
  selectedLabel: string | undefined
}

export interface SearchView {
  options: Array<{ value: number; label: string; disabled?: boolean }>
  searching: boolean
  emptyText: string
}

/**
 * Where a picker searches and how it shows an answer. React-free, so a
 * module's `shared/` can export one (inventory's `productSearch`) and every
 * module's screen can use it without importing another module's client code.
 */
export interface SearchSource<T extends { id: number }> {
  /** The GET path for a typed text (the SWR key). */
  path: (text: string) => string
  /** Options (labels), the busy flag and the empty text for an answer. */
  view: (state: SearchState<T>) => SearchView
  /** The pause after the last key before asking. */
  debounceMs: number
  placeholder: string
}

interface Props<T extends { id: number }> {
  source: SearchSource<T>
  id?: string
  value?: number
  status?: 'error'
  /** Label of the chosen option, shown while it is not among the search results. */
  selectedLabel?: string
  /** Form adapters (FormField) pass these. */
  onChange?: (value: number | undefined) => void
  onBlur?: () => void
  /** The chosen row as the server sent it, for screens that take over its fields. */
  onPick?: (item: T) => void
}

/**
 * A select that searches on the server as the user types (DESIGN §10: never
 * load a whole catalogue), a short pause after the last key. Fresh on mount,
 * because the rows change on other screens; the previous answer stays up
 * while the next search loads; the chosen option keeps its label.
 */
export function SearchSelect<T extends { id: number }>({
  source,
  id,
  value,
  status,
  selectedLabel,
  onChange,
  onBlur,
  onPick,
}: Props<T>) {
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), source.debounceMs)
  const { data, error, isValidating } = useSWR<T[]>(source.path(search), {
    revalidateOnMount: true,
    keepPreviousData: true,
  })
  const view = useMemo(
    () =>
      source.view({
        typed,
        search,
        found: data,
        failed: Boolean(error),
        validating: isValidating,
        value,
        selectedLabel,
      }),
    [source, typed, search, data, error, isValidating, value, selectedLabel]
  )

  return (
    <Select
      id={id}
      value={value}
      status={status}
      placeholder={source.placeholder}
      loading={view.searching}
      options={view.options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={view.emptyText}
      onChange={(next: number) => {
        const item = data?.find((candidate) => candidate.id === next)
        if (item) onPick?.(item)
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
