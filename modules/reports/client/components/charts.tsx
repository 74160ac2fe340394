import { lazy, Suspense } from 'react'
import type { ChartProps } from './chart_canvas'

/*
 * Chart.js is ~56 KB gzip, more than a third of what a report page may add
 * (DESIGN §10: ≤ 160 KB per route). The charts draw from their own chunk,
 * fetched while the page's figures and tables render, in a placeholder of
 * the chart's size so nothing moves when they arrive. Every chart has a
 * table beside it with the same figures, so a chunk that fails to load
 * leaves an empty frame instead of taking the page down.
 */
const canvases = () => import('./chart_canvas')
const LazyBarChart = lazy(() =>
  canvases().then(
    (module) => ({ default: module.BarChart }),
    () => ({ default: ChartFrame })
  )
)
const LazyLineChart = lazy(() =>
  canvases().then(
    (module) => ({ default: module.LineChart }),
    () => ({ default: ChartFrame })
  )
)

function ChartFrame({ label }: Pick<ChartProps, 'label'>) {
  return <div className="report-chart" role="img" aria-label={label} />
}

export function BarChart(props: ChartProps) {
  return (
    <Suspense fallback={<ChartFrame label={props.label} />}>
      <LazyBarChart {...props} />
    </Suspense>
  )
}

export function LineChart(props: ChartProps) {
  return (
    <Suspense fallback={<ChartFrame label={props.label} />}>
      <LazyLineChart {...props} />
    </Suspense>
  )
}
