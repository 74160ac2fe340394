import { useState } from 'react'
import { Link } from 'react-router'
import useSWR from 'swr'
import {
  Card,
  Flex,
  Input,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { formatRelativeDays } from '@shell/format/relative_days'
import { roleAllows } from '@shell/modules/registry'
import { PRODUCTS_KEY, type Product } from '../api'
import { StockStatusTag } from '../components/stock_status_tag'
import { formatBottles } from '@shell/format/bottles'
import { purchasingInstalled, reorderPath } from '../reorder'
import { isLowStock } from '@modules/inventory/shared/stock_status'

const ROWS = 5

/* SPEC §2: the dashboard table's category select. */
const ALL = 'all'
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All Categories' },
  ...['Vodka', 'Whiskey', 'Rum', 'Gin', 'Tequila'].map((category) => ({
    value: category,
    label: category,
  })),
]

/** The first products by name, narrowed on the server by the search text and category. */
function firstProductsPath(search: string, category: string) {
  const params = new URLSearchParams({ limit: String(ROWS) })
  if (search) params.set('search', search)
  if (category !== ALL) params.set('category', category)
  return `${PRODUCTS_KEY}?${params.toString()}`
}

/** The dashboard's Current Inventory table: the first five products by name, filtered on the server. */
export default function CurrentInventory() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const canReorder = manager && purchasingInstalled()
  const [typed, setTyped] = useState('')
  const [category, setCategory] = useState(ALL)
  const search = useDebouncedValue(typed.trim(), 250)
  const { data, error, isLoading, mutate } = useSWR<Product[]>(
    firstProductsPath(search, category),
    { keepPreviousData: true }
  )

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
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input
          aria-label="Search inventory"
          placeholder="Search inventory..."
          prefix={<SearchOutlined />}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
          style={{ width: 160 }}
        />
      </Flex>
      {/* SPEC §2: a skeleton while the first answer loads; later filters keep the rows shown. */}
      {isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : error ? (
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
          locale={{
            emptyText: (
              <EmptyState
                text={search || category !== ALL ? 'No products match.' : 'No products yet.'}
              />
            ),
          }}
        />
      )}
    </Card>
  )
}
