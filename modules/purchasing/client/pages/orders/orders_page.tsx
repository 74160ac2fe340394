import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { Button, Flex, Select, Tag, Typography } from 'antd'
import { BulbOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons'
import { useCurrentUser } from '@shell/auth/auth_context'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { Panel } from '@shell/components/panel'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { useDialog } from '@shell/hooks/use_dialog'
import { roleAllows } from '@shell/modules/registry'
import { ORDER_LIMITS } from '@modules/purchasing/shared/order_rules'
import { ORDER_STATUSES, STATUS_LABELS } from '@modules/purchasing/shared/order_status'
import { useOrderPage, useVendors } from '../../api'
import type { OrderPrefill } from '../../components/order_dialog'
import { OrderList } from './order_list'
import { useOrderFilters } from './use_order_filters'
import { useCreateParam } from './use_create_param'
import { useReorderPrefill } from './use_reorder_prefill'

const OrderDialog = lazyDialog(() =>
  import('../../components/order_dialog').then((m) => m.OrderDialog)
)

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
]

type Dialog = { kind: 'create'; prefill?: OrderPrefill }

export default function OrdersPage() {
  const user = useCurrentUser()
  const canManage = roleAllows(user.role, 'manager')
  const navigate = useNavigate()
  const filters = useOrderFilters()
  const { vendorId, status, page, setPage } = filters
  const pageSize = ORDER_LIMITS.defaultPageSize
  const orders = useOrderPage({ vendorId, status, page, pageSize })
  const vendors = useVendors()
  const dialogs = useDialog<Dialog>()
  useReorderPrefill(canManage, (prefill) => dialogs.open({ kind: 'create', prefill }))
  useCreateParam(canManage, () => dialogs.open({ kind: 'create' }))

  const vendorName = useMemo(() => {
    if (!vendorId) return undefined
    return (
      vendors.data?.find((vendor) => vendor.id === vendorId)?.name ??
      orders.data?.rows.find((order) => order.vendorId === vendorId)?.vendor?.name ??
      `Vendor #${vendorId}`
    )
  }, [vendorId, vendors.data, orders.data])

  const rows = orders.data?.rows ?? []
  const total = orders.data?.total ?? 0
  /* The last order of the last page went (deleted, or it no longer matches): show the page before. */
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  const pastTheEnd = orders.data !== undefined && !orders.isLoading && page > lastPage
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage)
  }, [pastTheEnd, lastPage, setPage])

  return (
    <>
      <PageHeader
        title="Purchase Orders"
        subtitle="Orders to your vendors, from created to sent to received"
        extra={
          canManage && (
            <>
              <Button
                icon={<BulbOutlined />}
                onClick={() => void navigate('/purchase-orders/suggestions')}
              >
                Suggested Orders
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => dialogs.open({ kind: 'create' })}
              >
                Create Order
              </Button>
            </>
          )
        }
      />
      <Panel style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center">
          <Select
            aria-label="Filter by status"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value: string) => filters.setFilter('status', value || undefined)}
            style={{ minWidth: 200 }}
          />
          {vendorId && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              Vendor: {vendorName}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label="Clear vendor filter"
                onClick={() => filters.setFilter('vendorId', undefined)}
              />
            </Tag>
          )}
          <Typography.Text type="secondary">
            {orders.data ? `${total} order${total === 1 ? '' : 's'}` : ''}
          </Typography.Text>
        </Flex>
      </Panel>
      {orders.error && <LoadError error={orders.error} onRetry={() => void orders.mutate()} />}
      <Panel>
        <OrderList
          orders={rows}
          total={total}
          pageSize={pageSize}
          loading={orders.isLoading}
          canManage={canManage}
          page={page}
          onPage={setPage}
          listSearch={filters.listSearch}
        />
      </Panel>
      {dialogs.current?.kind === 'create' && (
        <OrderDialog
          prefill={dialogs.current.prefill}
          onClose={dialogs.close}
          onSaved={dialogs.close}
        />
      )}
    </>
  )
}
