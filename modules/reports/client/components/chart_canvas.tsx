import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Bar, Line } from 'react-chartjs-2'

/* Only the pieces these charts draw are registered, so the rest of Chart.js is left out of the chunk. */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip
)

const COLOR = '#1677ff'

export interface ChartProps {
  /** What the chart shows, for screen readers (the table beside it has the figures). */
  label: string
  labels: string[]
  values: number[]
  format?: (value: number) => string
  horizontal?: boolean
}

function options(format: ChartProps['format'], horizontal = false) {
  const valueAxis = {
    beginAtZero: true,
    ticks: format ? { callback: (value: string | number) => format(Number(value)) } : {},
  }
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: horizontal ? ('y' as const) : ('x' as const),
    plugins: {
      tooltip: format
        ? { callbacks: { label: (item: { raw: unknown }) => format(Number(item.raw)) } }
        : {},
    },
    scales: horizontal ? { x: valueAxis } : { y: valueAxis },
  }
}

export function BarChart({ label, labels, values, format, horizontal }: ChartProps) {
  return (
    <div className="report-chart" role="img" aria-label={label}>
      <Bar
        data={{ labels, datasets: [{ label, data: values, backgroundColor: COLOR }] }}
        options={options(format, horizontal)}
      />
    </div>
  )
}

export function LineChart({ label, labels, values, format }: ChartProps) {
  return (
    <div className="report-chart" role="img" aria-label={label}>
      <Line
        data={{
          labels,
          datasets: [{ label, data: values, borderColor: COLOR, backgroundColor: COLOR }],
        }}
        options={options(format)}
      />
    </div>
  )
}
