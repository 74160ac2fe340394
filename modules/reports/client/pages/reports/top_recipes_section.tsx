import { Skeleton, Table } from 'antd'
import { Panel } from '@shell/components/panel'
import { LoadError } from '@shell/components/load_error'
import { EmptyState } from '@shell/components/empty_state'
import { formatMoney } from '@shell/format/money'
import type { Range } from '@modules/reports/shared/report_range'
import type { TopRecipeJson } from '@modules/reports/shared/report_json'
import { useTopRecipes } from '../../api'
import { BarChart } from '../../components/charts'
import { bottles } from '../../format'

/** The period's best sellers by quantity, charted and listed. */
export function TopRecipesSection({ range }: { range: Range }) {
  const { data, error, isLoading, mutate } = useTopRecipes(range)
  return (
    <Panel title="Top 10 Recipes" className="report-section">
      {isLoading && <Skeleton active />}
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState text="No recipe sales in this period." />}
      {data && data.length > 0 && (
        <>
          <BarChart
            label="Top recipes by quantity sold"
            labels={data.map((recipe) => recipe.name)}
            values={data.map((recipe) => recipe.quantity)}
            horizontal
          />
          <Table<TopRecipeJson>
            rowKey="recipeId"
            size="small"
            pagination={false}
            dataSource={data}
            columns={[
              { key: 'rank', title: '#', render: (_, _recipe, index) => index + 1 },
              { key: 'name', title: 'Recipe', dataIndex: 'name' },
              { key: 'sold', title: 'Sold', align: 'right', render: (_, r) => bottles(r.quantity) },
              {
                key: 'revenue',
                title: 'Revenue',
                align: 'right',
                render: (_, recipe) => formatMoney(recipe.revenue),
              },
            ]}
          />
        </>
      )}
    </Panel>
  )
}
