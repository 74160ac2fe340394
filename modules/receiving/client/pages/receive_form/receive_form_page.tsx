import type { ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Button, Result, Skeleton } from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import { ApiError } from '@shell/api/client'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { useOrder, useReceipt } from '../../api'
import { ReceiveForm } from './receive_form'

/** SPEC §2 Receiving, the receiving view of one order (receive, or adjust a receipt). */
export default function ReceiveFormPage() {
  const { orderId } = useParams()
  const id = Number(orderId)
  const valid = Number.isInteger(id) && id > 0
  const navigate = useNavigate()
  const order = useOrder(valid ? id : null)
  const receipt = useReceipt(valid && order.data?.status === 'received' ? id : null)

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/receiving')}>
      Back to Orders
    </Button>
  )
  const title = order.data?.status === 'received' ? 'Adjust Receipt' : 'Receive Order'
  let body: ReactNode
  if (!valid || (order.error instanceof ApiError && order.error.status === 404)) {
    body = <Result status="404" title="Purchase order not found" />
  } else if (order.error ?? receipt.error) {
    body = (
      <LoadError
        error={order.error ?? receipt.error}
        onRetry={() => {
          void order.mutate()
          void receipt.mutate()
        }}
      />
    )
  } else if (!order.data || (order.data.status === 'received' && receipt.data === undefined)) {
    body = <Skeleton active paragraph={{ rows: 8 }} />
  } else if (order.data.status !== 'sent' && order.data.status !== 'received') {
    body = (
      <Result
        status="warning"
        title={`Order ${order.data.orderNumber} has not been sent, so it cannot be received`}
      />
    )
  } else {
    body = (
      <ReceiveForm
        key={`${order.data.id}-${receipt.data?.revision ?? 0}`}
        order={order.data}
        receipt={receipt.data ?? null}
      />
    )
  }
  return (
    <>
      <PageHeader title={title} subtitle={order.data?.orderNumber} extra={back} />
      {body}
    </>
  )
}
