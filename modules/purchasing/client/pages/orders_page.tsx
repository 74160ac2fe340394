import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button, Card, Flex, Grid, List, Select, Table, Tag, Typography } from 'antd'
import { BulbOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  isOrderStatus,
  ORDER_STATUSES,
  STATUS_LABELS,
} from '@modules/purchasing/shared/order_status'
import { toCents } from '@modules/purchasing/shared/money'
import { productLabel } from '@modules/inventory/shared/product_search'
import { reorderLine, useOrders, useVendors, type PurchaseOrder } from '../api'
import { OrderDialog, type OrderPrefill } from '../components/order_dialog'
import { OrderStatusTag } from '../components/status_tag'
import { orderColumns } from '../components/order_columns'
import { useSendOrder } from '../components/use_send_order'
import { formatDate, formatDay } from '../format'

const EMPTY_TEXT = 'No purchase orders found. Create your first order to get started.'
const PAGE_SIZE = 20

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
]

function positiveId(value: string | null): number | undefined {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

function OrderActions({
  order,
  canManage,
  sending,
  listSearch,
  onSend,
}: {
  order: PurchaseOrder
  canManage: boolean
  sending: boolean
  /** The list's filters, so Back to Orders returns to the same list. */
  listSearch: string
  onSend: () => void
}) {
  return (
    <Flex gap={4} wrap align="center">
      <Link
        to={`/purchase-orders/${order.id}`}
        state={{ listSearch }}
        aria-label={`View ${order.orderNumber}`}
      >
        View
      </Link>
      {order.status === 'created' && canManage && (
        <Button
          type="link"
          size="small"
          loading={sending}
          onClick={onSend}
          aria-label={`Send ${order.orderNumber}`}
        >
          Send
        </Button>
      )}
      {order.status === 'sent' && (
        <Link to="/receiving" aria-label={`Go to Receiving for ${order.orderNumber}`}>
          Go to Receiving
        </Link>
      )}
    </Flex>
  )
}

export default function OrdersPage() {
  const user = useCurrentUser()
  const canManage = roleAllows(user.role, 'manager')
  const toast = useToast()
  const navigate = useNavigate()
  const screens = Grid.useBreakpoint()
  const [params, setParams] = useSearchParams()
  const vendorId = positiveId(params.get('vendorId'))
  const statusParam = params.get('status')
  const status = isOrderStatus(statusParam) ? statusParam : undefined
  const reorderId = positiveId(params.get('reorder'))

  const orders = useOrders({ vendorId, status })
  const vendors = useVendors()
  const send = useSendOrder()
  const [sendingId, setSendingId] = useState<number | null>(null)
  const [dialog, setDialog] = useState<{ prefill?: OrderPrefill } | null>(null)
  const [page, setPage] = useState(1)

  /* Reorder links open the Create dialog pre-filled with the product, its vendor and the suggestion. */
  useEffect(() => {
    if (!reorderId || !canManage) return
    let active = true
    reorderLine(reorderId)
      .then((line) => {
        if (!active) return
        setDialog({
          prefill: {
            vendorId: line.vendorId,
            items: [
              {
                productId: line.productId,
                productLabel: productLabel(line),
                caseSize: line.caseSize,
                cases: line.cases,
                quantity: line.quantity,
                unitCost: toCents(line.unitCost) / 100,
                caseCost: line.caseCost === null ? null : toCents(line.caseCost) / 100,
              },
            ],
          },
        })
      })
      .catch((error: unknown) => {
        if (!active) return
        toast({
          title: 'Error',
          description: failureDescription('Could not prepare the reorder', error),
          variant: 'error',
        })
      })
      .finally(() => {
        if (!active) return
        const next = new URLSearchParams(params)
        next.delete('reorder')
        setParams(next, { replace: true })
      })
    return () => {
      active = false
    }
    /* Runs once per reorder link; params change when the link is consumed. */
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reorderId, canManage])

  /* The dashboard's Create Purchase Order quick action links here with ?create=1. */
  const createParam = params.has('create')
  useEffect(() => {
    if (!createParam) return
    if (canManage) setDialog({})
    const next = new URLSearchParams(params)
    next.delete('create')
    setParams(next, { replace: true })
  }, [createParam, canManage, params, setParams])

  const vendorName = useMemo(() => {
    if (!vendorId) return undefined
    return (
      vendors.data?.find((vendor) => vendor.id === vendorId)?.name ??
      orders.data?.find((order) => order.vendorId === vendorId)?.vendor?.name ??
      `Vendor #${vendorId}`
    )
  }, [vendorId, vendors.data, orders.data])

  const setFilter = (key: 'vendorId' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next)
    setPage(1)
  }

  const onSend = async (order: PurchaseOrder) => {
    setSendingId(order.id)
    await send(order)
    setSendingId(null)
  }

  const data = orders.data ?? []
  const empty = <EmptyState text={EMPTY_TEXT} />
  const actions = (order: PurchaseOrder) => (
    <OrderActions
      order={order}
      canManage={canManage}
      sending={sendingId === order.id}
      listSearch={params.toString()}
      onSend={() => void onSend(order)}
    />
  )

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
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                Create Order
              </Button>
            </>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center">
          <Select
            aria-label="Filter by status"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value: string) => setFilter('status', value || undefined)}
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
                onClick={() => setFilter('vendorId', undefined)}
              />
            </Tag>
          )}
          <Typography.Text type="secondary">
            {orders.data ? `${data.length} order${data.length === 1 ? '' : 's'}` : ''}
          </Typography.Text>
        </Flex>
      </Card>
      {orders.error && <LoadError error={orders.error} onRetry={() => void orders.mutate()} />}
      <Card>
        {screens.md ? (
          <Table<PurchaseOrder>
            rowKey="id"
            loading={orders.isLoading}
            dataSource={data}
            locale={{ emptyText: empty }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              onChange: setPage,
              hideOnSinglePage: true,
              showSizeChanger: false,
            }}
            scroll={{ x: 900 }}
            columns={orderColumns({ expectedDate: true, actions })}
          />
        ) : (
          <List<PurchaseOrder>
            loading={orders.isLoading}
            dataSource={data}
            locale={{ emptyText: empty }}
            pagination={
              data.length > PAGE_SIZE
                ? {
                    current: page,
                    pageSize: PAGE_SIZE,
                    onChange: setPage,
                    size: 'small',
                    align: 'center',
                  }
                : false
            }
            renderItem={(order) => (
              <List.Item key={order.id}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Text strong>{order.orderNumber}</Typography.Text>
                    <OrderStatusTag status={order.status} />
                  </Flex>
                  <Typography.Text>{order.vendor?.name ?? 'Unknown Vendor'}</Typography.Text>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Text type="secondary">
                      Ordered {formatDate(order.orderDate)} · Expected:{' '}
                      {formatDay(order.expectedDate)}
                    </Typography.Text>
                    <Typography.Text strong>{formatMoney(order.totalAmount)}</Typography.Text>
                  </Flex>
                  {actions(order)}
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
      {dialog && (
        <OrderDialog
          prefill={dialog.prefill}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
    </>
  )
}
