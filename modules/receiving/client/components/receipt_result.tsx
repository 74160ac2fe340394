import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert, Button, Card, Flex, List, Typography } from 'antd'
import { useCurrentUser } from '@shell/auth/auth_context'
import { formatMoney } from '@shell/format/money'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { shortQuantity } from '@modules/receiving/shared/receiving_rules'
import { createBackOrder, useRevalidateReceiving, type ReceiptJson } from '../api'
import { formatPercent } from '../format'
import { CostChanges } from './cost_changes'

/**
 * What a completed receipt means for the bar: which costs moved and which
 * cocktails they touch, and — for a manager — the back-order of what is
 * still owed and the credit request to the vendor.
 */
export function ReceiptResult({ receipt, onClose }: { receipt: ReceiptJson; onClose: () => void }) {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateReceiving()
  const [backOrder, setBackOrder] = useState(receipt.backOrder)
  const [busy, setBusy] = useState(false)
  const short = receipt.items.filter(
    (item) => shortQuantity(item.expectedQuantity, item.receivedQuantity) > 0
  )
  const claims =
    short.length > 0 ||
    receipt.items.some((item) => item.discrepancyNote) ||
    receipt.costChanges.length > 0

  const onBackOrder = async () => {
    setBusy(true)
    try {
      const created = await createBackOrder(receipt.purchaseOrderId)
      setBackOrder(created)
      toast({ title: 'Back-order created', description: created.orderNumber, variant: 'success' })
      await revalidate()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to create back-order', error),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      title={`Received ${receipt.orderNumber ?? ''}`}
      extra={
        <Button size="small" onClick={onClose}>
          Dismiss
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {receipt.costChanges.length > 0 ? (
          <CostChanges receipt={receipt} />
        ) : (
          <Typography.Text type="secondary">No product costs changed.</Typography.Text>
        )}
        {receipt.affectedRecipes.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>Cocktails affected</Typography.Text>}
            dataSource={receipt.affectedRecipes}
            renderItem={(recipe) => (
              <List.Item>
                <Flex vertical>
                  <span>{recipe.name}</span>
                  <Typography.Text type="secondary">
                    Cost per serving {formatMoney(recipe.costPerServingOld)} →{' '}
                    {formatMoney(recipe.costPerServingNew)} · Pour cost{' '}
                    {formatPercent(recipe.pourCostPercentOld)} →{' '}
                    {formatPercent(recipe.pourCostPercentNew)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
        {manager && (short.length > 0 || claims) && (
          <Alert
            type="warning"
            showIcon
            title={
              short.length > 0
                ? `${short.length} item${short.length === 1 ? '' : 's'} received short`
                : 'Discrepancies to claim from the vendor'
            }
            action={
              <Flex vertical gap={8}>
                {short.length > 0 &&
                  (backOrder ? (
                    <Link to={`/purchase-orders/${backOrder.id}`}>
                      Back-order {backOrder.orderNumber}
                    </Link>
                  ) : (
                    <Button size="small" loading={busy} onClick={() => void onBackOrder()}>
                      Create Back-order
                    </Button>
                  ))}
                <Button
                  size="small"
                  onClick={() =>
                    void navigate(`/receiving/${receipt.purchaseOrderId}/credit-request`)
                  }
                >
                  Credit Request
                </Button>
              </Flex>
            }
          />
        )}
      </Flex>
    </Card>
  )
}
