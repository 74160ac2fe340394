import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Button, Flex, Result, Skeleton } from 'antd'
import { ArrowLeftOutlined, MailOutlined, PrinterOutlined } from '@ant-design/icons'
import { ApiError } from '@shell/api/client'
import { LoadError } from '@shell/components/load_error'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { emailCreditRequest, useCreditRequest } from '../api'
import { formatDateTime } from '../format'
import './credit_request.css'

/** The credit request to the vendor as a document for the browser's Print, and e-mail when set up. */
export default function CreditRequestPage() {
  const { orderId } = useParams()
  const id = Number(orderId)
  const navigate = useNavigate()
  const toast = useToast()
  const { data, error, mutate } = useCreditRequest(id)
  const [sending, setSending] = useState(false)

  const onEmail = async () => {
    setSending(true)
    try {
      const outcome = await emailCreditRequest(id)
      toast({
        title: outcome.emailed ? 'Credit request emailed' : 'Credit request not emailed',
        description: outcome.message,
        variant: outcome.emailed ? 'success' : 'error',
      })
    } catch (failed) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to email the credit request', failed),
        variant: 'error',
      })
    } finally {
      setSending(false)
    }
  }

  const toolbar = (
    <Flex gap={8} wrap className="credit-print-toolbar" style={{ marginBottom: 16 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/receiving')}>
        Back to Orders
      </Button>
      {data && data.lines.length > 0 && (
        <>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            Print
          </Button>
          {data.canEmail && data.vendor?.contactEmail && (
            <Button icon={<MailOutlined />} loading={sending} onClick={() => void onEmail()}>
              Email to {data.vendor.contactEmail}
            </Button>
          )}
        </>
      )}
    </Flex>
  )

  if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
    return (
      <>
        {toolbar}
        <Result status="warning" title={error.serverMessage ?? 'No credit request'} />
      </>
    )
  }
  if (error) {
    return (
      <>
        {toolbar}
        <LoadError error={error} onRetry={() => void mutate()} />
      </>
    )
  }
  if (!data) return <Skeleton active />
  return (
    <>
      {toolbar}
      <article className="credit-print">
        <h1>Credit Request</h1>
        <p>
          To: {data.vendor?.name ?? 'Unknown Vendor'}
          {data.vendor?.contactEmail ? ` <${data.vendor.contactEmail}>` : ''}
          <br />
          Purchase order {data.orderNumber}, received {formatDateTime(data.receivedDate)}
        </p>
        {data.lines.length === 0 ? (
          <p>Nothing to claim: every item arrived as ordered.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Product</th>
                <th>Reason</th>
                <th className="amount">Credit</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <tr key={line.productId}>
                  <td>{line.productName}</td>
                  <td>{line.reasons.join('; ')}</td>
                  <td className="amount">{formatMoney(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={2}>Total credit requested</th>
                <th className="amount">{formatMoney(data.total)}</th>
              </tr>
            </tfoot>
          </table>
        )}
      </article>
    </>
  )
}
