import { lazy, Suspense, type ComponentType } from 'react'
import type { ChartProps } from './chart_canvas'

/*
 * Chart.js is ~56 KB gzip, more than a third of what a report page may add
 * (DESIGN §10: ≤ 160 KB per route). The charts draw from their own chunk,
 * fetched while the page's figures and tables render, in a placeholder of
 * the chart's size so nothing moves when they arrive. Every chart has a
 * table beside it with the same figures, so a chunk that fails to load
 * leaves an empty frame instead of taking the page down.
 */
type Canvases = typeof import('./chart_canvas')

function ChartFrame({ label }: Pick<ChartProps, 'label'>) {
  return <div className="report-chart" role="img" aria-label={label} />
}

function lazyChart(pick: (canvases: Canvases) => ComponentType<ChartProps>) {
  const Chart = lazy<ComponentType<ChartProps>>(() =>
    import('./chart_canvas').then(
      (canvases) => ({ default: pick(canvases) }),
      () => ({ default: ChartFrame })
    )
  )
  return function LazyChart(props: ChartProps) {
    return (
      <Suspense fallback={<ChartFrame label={props.label} />}>
        <Chart {...props} />
      </Suspense>
    )
  }
}

export const BarChart = lazyChart((canvases) => canvases.BarChart)
export const LineChart = lazyChart((canvases) => canvases.LineChart)
