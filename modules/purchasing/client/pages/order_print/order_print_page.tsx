import { useLocation, useNavigate, useParams } from 'react-router'
import { Button, Flex, Result, Skeleton } from 'antd'
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons'
import { ApiError } from '@shell/api/client'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { statusLabel } from '@modules/purchasing/shared/order_status'
import { useOrder } from '../../api'
import { formatDate } from '../../format'
import { formatDay } from '@shell/format/day'
import { formatBottles } from '@shell/format/bottles'
import './order_print.css'

/**
 * The order as a plain document for the browser's Print (or Save as PDF),
 * for vendors who take orders on paper or when mail is not set up.
 */
export default function OrderPrintPage() {
  const { id } = useParams()
  const orderId = Number(id)
  const valid = Number.isInteger(orderId) && orderId > 0
  const navigate = useNavigate()
  const location = useLocation()
  const { data: order, error, isLoading, mutate } = useOrder(valid ? orderId : null)

  const toolbar = (
    <Flex gap={8} wrap className="po-print-toolbar">
      <Button
        icon={<ArrowLeftOutlined />}
        onClick={() =>
          void navigate(valid ? `/purchase-orders/${orderId}` : '/purchase-orders', {
            state: location.state,
          })
        }
      >
        Back to Order
      </Button>
      {order && (
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
      )}
    </Flex>
  )

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        {toolbar}
        <Result status="404" title="Purchase order not found" />
      </>
    )
  }
  if (error) return <LoadError error={error} onRetry={() => void mutate()} />
  if (isLoading || !order) return <Skeleton active paragraph={{ rows: 8 }} />

  return (
    <>
      {toolbar}
      <article className="po-print" aria-label={`Purchase order ${order.orderNumber}`}>
        <h1>Purchase Order {order.orderNumber}</h1>
        <dl>
          <dt>Vendor</dt>
          <dd>{order.vendor?.name ?? 'Unknown Vendor'}</dd>
          <dt>Order date</dt>
          <dd>{formatDate(order.orderDate)}</dd>
          <dt>Requested delivery</dt>
          <dd>{formatDay(order.expectedDate)}</dd>
          <dt>Status</dt>
          <dd>{statusLabel(order.status)}</dd>
        </dl>
        <table>
          <thead>
            <tr>
              <th>Product</th>
              <th>Size</th>
              <th className="num">Cases</th>
              <th className="num">Bottles</th>
              <th className="num">Unit cost</th>
              <th className="num">Case cost</th>
              <th className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>{item.product?.name ?? 'Unknown Product'}</td>
                <td>{item.product?.size ?? ''}</td>
                <td className="num">
                  {item.cases > 0 ? `${item.cases} × ${item.product?.caseSize ?? 12}` : '—'}
                </td>
                <td className="num">{item.quantity > 0 ? formatBottles(item.quantity) : '—'}</td>
                <td className="num">{item.quantity > 0 ? formatMoney(item.unitCost) : '—'}</td>
                <td className="num">{item.cases > 0 ? formatMoney(item.caseCost) : '—'}</td>
                <td className="num">{formatMoney(item.totalCost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={6}>Order total</th>
              <th className="num">{formatMoney(order.totalAmount)}</th>
            </tr>
          </tfoot>
        </table>
        {order.notes && (
          <p>
            <strong>Notes:</strong> {order.notes}
          </p>
        )}
      </article>
    </>
  )
}
