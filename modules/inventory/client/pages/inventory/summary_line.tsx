import { Button, Flex } from 'antd'
import { useInventorySummary } from '../../api'
import { SORT_LABELS, type ProductSort } from '../../product_filters'

/** SPEC §2: the count of products needing recipe assignment; choosing it filters to them. */
function RecipeAssignment({
  count,
  failed,
  onRetry,
  onShow,
}: {
  count: number | null
  failed: boolean
  onRetry: () => void
  onShow: () => void
}) {
  if (failed) {
    return (
      <span className="text-warning">
        Recipe use could not be loaded.{' '}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onRetry}>
          Retry
        </Button>
      </span>
    )
  }
  if (count === null) return null
  const text = `${count} ${count === 1 ? 'product needs' : 'products need'} recipe assignment`
  return count === 0 ? (
    <span className="text-secondary">{text}</span>
  ) : (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onShow}>
      {text}
    </Button>
  )
}

/**
 * Above the table: how many products match, recipe assignment (with recipes) and the sort.
 * Spans with Typography's colours (styles.css), not Typography: the route budget.
 */
export function SummaryLine({
  total,
  sort,
  recipes,
}: {
  total: number
  sort: ProductSort
  /** Present where recipes is installed. */
  recipes?: {
    count: number | null
    failed: boolean
    onRetry: () => void
    onShow: () => void
  }
}) {
  const { data: summary } = useInventorySummary()
  return (
    <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
      <span>
        Showing {total} of {summary?.totalItems ?? total} products
      </span>
      {recipes && <RecipeAssignment {...recipes} />}
      <span className="text-secondary">
        Sorted by {SORT_LABELS[sort.field]}, {sort.direction === 'asc' ? 'ascending' : 'descending'}
      </span>
    </Flex>
  )
}
