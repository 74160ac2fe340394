import { lazy, Suspense } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Button, Flex, Popconfirm, Skeleton } from 'antd'
import { ArrowLeftOutlined, EditOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons'
import { ApiError } from '@shell/api/client'
import { useCurrentUser } from '@shell/auth/auth_context'
import { EmptyState } from '@shell/components/empty_state'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { useDialog } from '@shell/hooks/use_dialog'
import { clientModules, roleAllows } from '@shell/modules/registry'
import { orderAllows } from '@modules/purchasing/shared/order_status'
import { useOrder } from '../../api'
import { OrderItems } from './order_items'
import { OrderSummary } from './order_summary'
import { useOrderCommands } from './use_order_commands'

const OrderDialog = lazyDialog(() =>
  import('../../components/order_dialog').then((m) => m.OrderDialog)
)
/* Only a received order shows it, with its photos and lines: its code loads then. */
const OrderReceipt = lazy(() =>
  import('../../components/order_receipt').then((m) => ({ default: m.OrderReceipt }))
)

const receivingInstalled = () => clientModules.some((module) => module.name === 'receiving')

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
  const { data: order, error, isLoading, mutate } = useOrder(valid ? orderId : null)
  const commands = useOrderCommands(order, listPath)
  const { busy } = commands
  const dialogs = useDialog<{ kind: 'edit' }>()

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
      Back to Orders
    </Button>
  )

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <PageHeader title="Order Details" extra={back} />
        <EmptyState text="Purchase order not found" />
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
            {orderAllows(order.status, 'edit') && canManage && (
              <>
                <Button icon={<EditOutlined />} onClick={() => dialogs.open({ kind: 'edit' })}>
                  Edit Order
                </Button>
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy === 'send'}
                  onClick={() => void commands.onSend()}
                >
                  Send to Vendor
                </Button>
              </>
            )}
          </>
        }
      />
      <Flex vertical gap={16}>
        <OrderSummary order={order} canManage={canManage} commands={commands} />
        <OrderItems order={order} />
        {order.status === 'received' && receivingInstalled() && (
          <Suspense fallback={<Skeleton active />}>
            <OrderReceipt orderId={order.id} />
          </Suspense>
        )}
        {orderAllows(order.status, 'cancel') && canManage && (
          <Flex gap={8} wrap>
            <Popconfirm
              title="Cancel this order?"
              description="It stays in the list as cancelled."
              okText="Cancel Order"
              cancelText="Keep"
              onConfirm={() => commands.onCancel()}
            >
              <Button loading={busy === 'cancel'}>Cancel Order</Button>
            </Popconfirm>
            <Popconfirm
              title="Delete this order?"
              description="It is removed for good."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Keep"
              onConfirm={() => commands.onDelete()}
            >
              <Button danger loading={busy === 'delete'}>
                Delete Order
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
      {dialogs.current?.kind === 'edit' && (
        <OrderDialog order={order} onClose={dialogs.close} onSaved={dialogs.close} />
      )}
    </>
  )
}
