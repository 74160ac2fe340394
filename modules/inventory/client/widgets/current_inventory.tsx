import { Link } from 'react-router'
import { Card, Space, Table, Typography, type TableColumnsType } from 'antd'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatRelativeDays } from '@shell/format/relative_days'
import { roleAllows } from '@shell/modules/registry'
import { useFirstProducts, type Product } from '../api'
import { StockStatusTag } from '../components/stock_status_tag'
import { formatBottles } from '@shell/format/bottles'
import { purchasingInstalled, reorderPath } from '../reorder'
import { isLowStock } from '@modules/inventory/shared/stock_status'

const ROWS = 5

/** The dashboard's Current Inventory table: the first five products by name. */
export default function CurrentInventory() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const canReorder = manager && purchasingInstalled()
  const { data, error, isLoading, mutate } = useFirstProducts(ROWS)

  const columns: TableColumnsType<Product> = [
    {
      key: 'product',
      title: 'Product',
      render: (_, product) => (
        <>
          <Typography.Text strong>{product.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{product.size ?? 'No size'}</Typography.Text>
        </>
      ),
    },
    { key: 'category', title: 'Category', dataIndex: 'category' },
    {
      key: 'currentStock',
      title: 'Current Stock',
      render: (_, product) => formatBottles(product.currentStock),
    },
    { key: 'reorderLevel', title: 'Reorder Level', dataIndex: 'reorderLevel' },
    {
      key: 'status',
      title: 'Status',
      render: (_, product) => <StockStatusTag product={product} />,
    },
    {
      key: 'lastUpdated',
      title: 'Last Updated',
      render: (_, product) => formatRelativeDays(product.lastUpdated),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, product) => (
        <Space size={12} wrap>
          {manager ? (
            <Link to={`/inventory?edit=${product.id}`}>Edit</Link>
          ) : (
            <Link to={`/inventory?adjust=${product.id}`}>Adjust stock</Link>
          )}
          {canReorder && isLowStock(product) && <Link to={reorderPath(product.id)}>Reorder</Link>}
        </Space>
      ),
    },
  ]

  return (
    <Card
      role="region"
      aria-label="Current Inventory"
      title="Current Inventory"
      extra={
        manager ? (
          <Link to="/inventory?add=1">Add Item</Link>
        ) : (
          <Link to="/inventory">View all</Link>
        )
      }
    >
      {error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <Table<Product>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data ?? []}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: <EmptyState text="No products yet." /> }}
        />
      )}
    </Card>
  )
}
