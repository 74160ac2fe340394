import { memo, useMemo } from 'react'
import { Link } from 'react-router'
import { Table, Tag, type TableColumnType, type TableColumnsType, type TableProps } from 'antd'
import { BarcodeOutlined } from '@ant-design/icons'
import { EmptyState } from '@shell/components/empty_state'
import { formatMoney } from '@shell/format/money'
import { formatRelativeDays } from '@shell/format/relative_days'
import { totalOunces } from '@modules/inventory/shared/product_rules'
import { isLowStock } from '@modules/inventory/shared/stock_status'
import type { Product } from '../api'
import { formatOz } from '../format'
import { formatBottles } from '@shell/format/bottles'
import type { ProductSort, SortField } from '../product_filters'
import { PAGE_SIZES } from '../product_list_query'
import { reorderPath } from '../reorder'
import { StockStatusTag } from './stock_status_tag'
import './product_table.css'

export type RowAction = 'edit' | 'adjust' | 'history'

interface Props {
  rows: Product[]
  total: number
  loading: boolean
  page: number
  pageSize: number
  sort: ProductSort
  compact: boolean
  canEdit: boolean
  canReorder: boolean
  /** Ids of products some recipe uses, for the 'Need Recipe' badge; null shows no badge. */
  inRecipes: ReadonlySet<number> | null
  onSort: (field: SortField) => void
  onPage: (page: number, pageSize: number) => void
  onAction: (action: RowAction, product: Product) => void
}

/* Sorting never falls back to "unsorted": the header toggles between the two. */
const SORT_DIRECTIONS: TableProps['sortDirections'] = ['ascend', 'descend', 'ascend']

/*
 * Cells use plain elements rather than antd Typography/Space/Button: with a
 * page of rows re-rendered on every filter change, those components cost
 * several milliseconds per row on a slow tablet.
 */
function columnsFor({
  sort,
  compact,
  canEdit,
  canReorder,
  inRecipes,
  onAction,
}: Pick<Props, 'sort' | 'compact' | 'canEdit' | 'canReorder' | 'inRecipes' | 'onAction'>) {
  const sortable = (field: SortField): TableColumnType<Product> => ({
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: sort.field === field ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
  })

  const columns: TableColumnsType<Product> = [
    {
      key: 'name',
      title: 'Product',
      ...sortable('name'),
      width: compact ? 150 : 200,
      fixed: compact ? 'left' : undefined,
      render: (_, product) => (
        <div className="inventory-cell">
          <strong>{product.name}</strong>
          <span className="inventory-muted">
            {product.size ?? 'No size'} · {formatOz(product.sizeInOz)}
          </span>
          {product.barcode && (
            <span className="inventory-muted inventory-small">
              <BarcodeOutlined aria-label="Barcode" /> {product.barcode}
            </span>
          )}
          {inRecipes && !inRecipes.has(product.id) && (
            <span className="inventory-need-recipe">Need Recipe</span>
          )}
        </div>
      ),
    },
    {
      key: 'category',
      title: 'Category',
      ...sortable('category'),
      width: 100,
      render: (_, product) => <Tag>{product.category}</Tag>,
    },
    {
      key: 'currentStock',
      title: 'Stock & Case Info',
      ...sortable('currentStock'),
      width: 180,
      render: (_, product) => (
        <div className="inventory-cell">
          <strong>{formatBottles(product.currentStock)} bottles</strong>
          <span className="inventory-muted">
            Reorder at {product.reorderLevel} · Case of {product.caseSize}
          </span>
          <span className="inventory-muted">
            {product.sizeInOz
              ? `${formatBottles(totalOunces(product.currentStock, product.sizeInOz))} oz available`
              : 'Ounces unknown'}
          </span>
        </div>
      ),
    },
    {
      key: 'unitCost',
      title: 'Pricing',
      ...sortable('unitCost'),
      width: 130,
      render: (_, product) => (
        <div className="inventory-cell">
          {product.unitCost === null ? (
            <span
              className="inventory-muted"
              title="No unit cost yet: recipes using it show an incomplete cost"
            >
              Cost unknown
            </span>
          ) : (
            <span>{formatMoney(product.unitCost)} / bottle</span>
          )}
          {Number(product.caseCost) > 0 && (
            <span className="inventory-muted">{formatMoney(product.caseCost)} / case</span>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      render: (_, product) => <StockStatusTag product={product} />,
    },
    {
      key: 'lastUpdated',
      title: 'Last Updated',
      width: 100,
      render: (_, product) => formatRelativeDays(product.lastUpdated),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      render: (_, product) => (
        <div className="inventory-actions">
          {canEdit && (
            <button type="button" onClick={() => onAction('edit', product)}>
              Edit
            </button>
          )}
          <button type="button" onClick={() => onAction('adjust', product)}>
            Adjust stock
          </button>
          <button type="button" onClick={() => onAction('history', product)}>
            History
          </button>
          {canReorder && isLowStock(product) && <Link to={reorderPath(product.id)}>Reorder</Link>}
        </div>
      ),
    },
  ]
  return columns
}

/**
 * The products table. It receives only the rows of the page it shows (the
 * screen filters and sorts the whole list), and is memoised so typing in the
 * search box or opening a dialog does not re-render it.
 */
export const ProductTable = memo(function ProductRows({
  rows,
  total,
  loading,
  page,
  pageSize,
  sort,
  compact,
  canEdit,
  canReorder,
  inRecipes,
  onSort,
  onPage,
  onAction,
}: Props) {
  const columns = useMemo(
    () => columnsFor({ sort, compact, canEdit, canReorder, inRecipes, onAction }),
    [sort, compact, canEdit, canReorder, inRecipes, onAction]
  )

  const onChange: TableProps<Product>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter) || !sorter.columnKey) return
    onSort(sorter.columnKey as SortField)
  }

  return (
    <Table<Product>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      className="product-table"
      /*
       * Only a phone needs antd's horizontal scroll, for its fixed name column:
       * it adds a measuring row whose layout effect forces the first layout of
       * the whole page and renders the table a second time. A wider screen
       * scrolls a narrow table by CSS (product_table.css), ~100 ms sooner to
       * its first row.
       */
      scroll={compact ? { x: 930 } : undefined}
      locale={{
        emptyText: loading ? ' ' : <EmptyState text="No products found matching your criteria." />,
      }}
      pagination={{
        current: page,
        pageSize,
        total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: total <= PAGE_SIZES[0],
        onChange: onPage,
      }}
    />
  )
})
