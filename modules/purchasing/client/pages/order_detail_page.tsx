import { useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Skeleton,
  Table,
  Typography,
} from 'antd'
import {
  ArrowLeftOutlined,
  EditOutlined,
  MailOutlined,
  PrinterOutlined,
  SendOutlined,
} from '@ant-design/icons'
import { ApiError } from '@shell/api/client'
import { useCurrentUser } from '@shell/auth/auth_context'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  cancelOrder,
  deleteOrder,
  emailOrder,
  useOrder,
  useRevalidateOrders,
  ORDERS_KEY,
  type PurchaseOrderItem,
} from '../api'
import { OrderDialog } from '../components/order_dialog'
import { OrderStatusTag } from '../components/status_tag'
import { OrderReceipt, receivingInstalled } from '../components/order_receipt'
import { useSendOrder } from '../components/use_send_order'
import { formatBottles, formatDate, formatDay } from '../format'

function quantityText(item: PurchaseOrderItem) {
  const parts = []
  if (item.cases > 0) parts.push(`${item.cases} case${item.cases === 1 ? '' : 's'}`)
  if (item.quantity > 0 || parts.length === 0) {
    parts.push(`${formatBottles(item.quantity)} bottle${item.quantity === 1 ? '' : 's'}`)
  }
  return parts.join(' + ')
}

export default function OrderDetailPage() {
  const { id } = useParams()
  const orderId = Number(id)
  const valid = Number.isInteger(orderId) && orderId > 0
  const user = useCurrentUser()
  const canManage = roleAllows(user.role, 'manager')
  const navigate = useNavigate()
  const location = useLocation()
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch
  const listPath = listSearch ? `/purchase-orders?${listSearch}` : '/purchase-orders'
  const toast = useToast()
  const revalidate = useRevalidateOrders()
  const send = useSendOrder()
  const { data: order, error, isLoading, mutate } = useOrder(valid ? orderId : null)
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<'send' | 'email' | 'cancel' | 'delete' | null>(null)

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
      Back to Orders
    </Button>
  )

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <PageHeader title="Order Details" extra={back} />
        <Result status="404" title="Purchase order not found" />
      </>
    )
  }
  if (error) {
    return (
      <>
        <PageHeader title="Order Details" extra={back} />
        <LoadError error={error} onRetry={() => void mutate()} />
      </>
    )
  }
  if (isLoading || !order) {
    return (
      <>
        <PageHeader title="Order Details" extra={back} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    )
  }

  const created = order.status === 'created'

  const run = async (
    kind: 'email' | 'cancel' | 'delete',
    work: () => Promise<unknown>,
    failure: string
  ) => {
    setBusy(kind)
    try {
      await work()
    } catch (failed) {
      toast({ title: 'Error', description: failureDescription(failure, failed), variant: 'error' })
      await revalidate()
    } finally {
      setBusy(null)
    }
  }

  const onSend = async () => {
    setBusy('send')
    await send(order)
    setBusy(null)
  }

  const onEmail = () =>
    run(
      'email',
      async () => {
        const { email } = await emailOrder(order.id)
        toast({
          title: email.emailed ? 'Order emailed' : 'Order not emailed',
          description: email.message,
          variant: email.emailed ? 'success' : 'error',
        })
        await revalidate()
      },
      'Failed to email purchase order'
    )

  const onCancel = () =>
    run(
      'cancel',
      async () => {
        await cancelOrder(order.id)
        toast({
          title: 'Purchase order updated successfully',
          description: 'The order was cancelled',
          variant: 'success',
        })
        await revalidate()
      },
      'Failed to update purchase order'
    )

  const onDelete = () =>
    run(
      'delete',
      async () => {
        await deleteOrder(order.id)
        toast({ title: 'Purchase order deleted successfully', variant: 'success' })
        await revalidate({ forget: `${ORDERS_KEY}/${order.id}` })
        await navigate(listPath)
      },
      'Failed to delete purchase order'
    )

  return (
    <>
      <PageHeader
        title="Order Details"
        subtitle={order.orderNumber}
        extra={
          <>
            {back}
            <Button
              icon={<PrinterOutlined />}
              onClick={() =>
                void navigate(`/purchase-orders/${order.id}/print`, { state: location.state })
              }
            >
              Print
            </Button>
            {created && canManage && (
              <>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  Edit Order
                </Button>
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy === 'send'}
                  onClick={() => void onSend()}
                >
                  Send to Vendor
                </Button>
              </>
            )}
          </>
        }
      />
      <Flex vertical gap={16}>
        {order.status === 'sent' && (
          <Alert
            type="info"
            showIcon
            title="This order is waiting in Receiving"
            description={
              order.emailedAt
                ? `Emailed to the vendor on ${formatDate(order.emailedAt)}.`
                : 'It was not emailed to the vendor. Print it, or email it once mail and the vendor’s email are set up.'
            }
            action={
              <Flex vertical gap={8}>
                <Link to="/receiving">Go to Receiving</Link>
                {canManage && !order.emailedAt && (
                  <Button
                    size="small"
                    icon={<MailOutlined />}
                    loading={busy === 'email'}
                    onClick={() => void onEmail()}
                  >
                    Email to Vendor
                  </Button>
                )}
              </Flex>
            }
          />
        )}
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'number', label: 'Order #', children: order.orderNumber },
              { key: 'vendor', label: 'Vendor', children: order.vendor?.name ?? 'Unknown Vendor' },
              {
                key: 'status',
                label: 'Status',
                children: <OrderStatusTag status={order.status} />,
              },
              { key: 'date', label: 'Order Date', children: formatDate(order.orderDate) },
              { key: 'total', label: 'Total', children: formatMoney(order.totalAmount) },
              {
                key: 'expected',
                label: 'Expected Delivery',
                children: formatDay(order.expectedDate),
              },
              ...(order.notes ? [{ key: 'notes', label: 'Notes', children: order.notes }] : []),
            ]}
          />
        </Card>
        <Card title="Items">
          <Table<PurchaseOrderItem>
            rowKey="id"
            dataSource={order.items}
            pagination={order.items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 640 }}
            columns={[
              {
                title: 'Product',
                key: 'product',
                render: (_, item) =>
                  item.product ? (
                    <Flex vertical>
                      <span>{item.product.name}</span>
                      <Typography.Text type="secondary">
                        {[item.product.size, item.product.category].filter(Boolean).join(' · ')}
                      </Typography.Text>
                    </Flex>
                  ) : (
                    'Unknown Product'
                  ),
              },
              {
                title: 'Quantity',
                key: 'quantity',
                render: (_, item) => (
                  <Flex vertical>
                    <span>{quantityText(item)}</span>
                    {item.cases > 0 && (
                      <Typography.Text type="secondary">
                        {formatBottles(item.bottleCount)} bottles
                      </Typography.Text>
                    )}
                  </Flex>
                ),
              },
              {
                title: 'Unit Cost',
                dataIndex: 'unitCost',
                key: 'unitCost',
                align: 'right',
                render: (value: string) => formatMoney(value),
              },
              {
                title: 'Case Cost',
                dataIndex: 'caseCost',
                key: 'caseCost',
                align: 'right',
                render: (value: string | null) => formatMoney(value),
              },
              {
                title: 'Total',
                dataIndex: 'totalCost',
                key: 'totalCost',
                align: 'right',
                render: (value: string) => formatMoney(value),
              },
            ]}
          />
        </Card>
        {order.status === 'received' && receivingInstalled() && <OrderReceipt orderId={order.id} />}
        {created && canManage && (
          <Flex gap={8} wrap>
            <Popconfirm
              title="Cancel this order?"
              description="It stays in the list as cancelled."
              okText="Cancel Order"
              cancelText="Keep"
              onConfirm={() => onCancel()}
            >
              <Button loading={busy === 'cancel'}>Cancel Order</Button>
            </Popconfirm>
            <Popconfirm
              title="Delete this order?"
              description="It is removed for good."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Keep"
              onConfirm={() => onDelete()}
            >
              <Button danger loading={busy === 'delete'}>
                Delete Order
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
      {editing && (
        <OrderDialog
          order={order}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </>
  )
}
