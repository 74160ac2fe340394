import { useCallback, useMemo, useState } from 'react'
import { itemTotalCents } from '@modules/purchasing/shared/order_totals'
import type { SuggestionLine, Suggestions } from '../../api'

/** What the manager decided for one suggested product. */
export interface Choice {
  include: boolean
  vendorId: number | null
  cases: number
  quantity: number
}

function initialChoices(lines: SuggestionLine[]): Map<number, Choice> {
  return new Map(
    lines.map((line) => [
      line.productId,
      {
        include: line.vendorId !== null,
        vendorId: line.vendorId,
        cases: line.cases,
        quantity: line.quantity,
      },
    ])
  )
}

/**
 * The suggestion lines with the manager's edits over the server's defaults:
 * which lines are included, from which vendor, how many cases and bottles,
 * and what the chosen lines come to.
 */
export function useSuggestionChoices(data: Suggestions | undefined) {
  const [edits, setEdits] = useState<Map<number, Choice>>(new Map())
  const allLines = useMemo(
    () => [...(data?.vendors.flatMap((group) => group.lines) ?? []), ...(data?.unassigned ?? [])],
    [data]
  )
  const defaults = useMemo(() => initialChoices(allLines), [allLines])

  const choiceOf = useCallback(
    (productId: number) => edits.get(productId) ?? defaults.get(productId)!,
    [edits, defaults]
  )
  const update = useCallback(
    (productId: number, change: Partial<Choice>) =>
      setEdits((current) => {
        const choice = current.get(productId) ?? defaults.get(productId)!
        return new Map(current).set(productId, { ...choice, ...change })
      }),
    [defaults]
  )
  /* Lines without a vendor cannot be included until one is chosen. */
  const includeAll = useCallback(
    (lines: SuggestionLine[], include: boolean) =>
      setEdits((current) => {
        const next = new Map(current)
        for (const line of lines) {
          const choice = next.get(line.productId) ?? defaults.get(line.productId)!
          next.set(line.productId, { ...choice, include: include && choice.vendorId !== null })
        }
        return next
      }),
    [defaults]
  )
  const includedCount = (lines: SuggestionLine[]) =>
    lines.filter((line) => choiceOf(line.productId).include).length
  const lineTotal = (line: SuggestionLine) =>
    itemTotalCents({
      ...choiceOf(line.productId),
      unitCost: line.unitCost,
      caseCost: line.caseCost,
    })

  const chosen = allLines.filter((line) => {
    const choice = choiceOf(line.productId)
    return choice.include && choice.vendorId !== null && (choice.cases > 0 || choice.quantity > 0)
  })
  const vendorCount = new Set(chosen.map((line) => choiceOf(line.productId).vendorId)).size
  const reset = useCallback(() => setEdits(new Map()), [])

  return {
    allLines,
    choiceOf,
    update,
    includeAll,
    includedCount,
    lineTotal,
    chosen,
    vendorCount,
    reset,
  }
}

export type SuggestionChoices = ReturnType<typeof useSuggestionChoices>
