import { useMemo, useState } from 'react'
import {
  customRange,
  DEFAULT_CUSTOM_RANGE,
  presetRange,
  rangeProblem,
  type Range,
} from '@modules/reports/shared/report_range'
import type { RangeChoice } from '../../components/range_selector'

function rangeOf(choice: RangeChoice, now: Date): Range {
  return choice.preset === 'custom'
    ? customRange(choice.startDay, choice.endDay)
    : presetRange(choice.preset, now)
}

/** The period the report covers: the choice, the range it means, and what is wrong with it. */
export function useReportRange() {
  const [choice, setChoice] = useState<RangeChoice>({
    preset: 'custom',
    startDay: DEFAULT_CUSTOM_RANGE.start,
    endDay: DEFAULT_CUSTOM_RANGE.end,
  })
  /* "Now" is taken when a range is chosen, so the range (and its cache key) holds still. */
  const [chosenAt, setChosenAt] = useState(() => new Date())
  const range = useMemo(() => rangeOf(choice, chosenAt), [choice, chosenAt])
  /* A custom range being typed can be reversed or too long for a moment: ask nothing then. */
  const problem = rangeProblem(range)

  const choose = (next: RangeChoice) => {
    setChoice(next)
    setChosenAt(new Date())
  }

  return { choice, choose, range, problem }
}
