import { Skeleton } from 'antd'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { useReportSummary } from '../../api'
import { StatCards } from './stat_cards'
import { unknownCostNote } from '../../unknown_costs'

/** Inventory figures as they stand now (not tied to the chosen period). */
export function SummaryCards() {
  const { data, error, isLoading, mutate } = useReportSummary()
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />
  if (error || !data) return <LoadError error={error} onRetry={() => void mutate()} />
  return (
    <StatCards
      cards={[
        {
          title: 'Inventory Value',
          value: formatMoney(data.inventoryValue),
          note: unknownCostNote(data.unknownCostCount),
        },
        { title: 'Total Items', value: data.totalItems.toLocaleString('en-US') },
        { title: 'Low Stock Items', value: data.lowStockCount.toLocaleString('en-US') },
        { title: 'Out of Stock', value: data.outOfStockCount.toLocaleString('en-US') },
      ]}
    />
  )
}
