import { List, Typography } from 'antd'
import { formatMoney } from '@shell/format/money'
import type { ReceiptJson } from '../api'

/** Products whose cost this receipt changed: unit (and case) cost old → new. */
export function CostChanges({ receipt }: { receipt: ReceiptJson }) {
  return (
    <List
      size="small"
      header={<Typography.Text strong>Cost changes</Typography.Text>}
      dataSource={receipt.costChanges}
      renderItem={(change) => {
        const up = Number(change.newUnitCost) > Number(change.oldUnitCost)
        return (
          <List.Item>
            <span>{change.productName}</span>
            <Typography.Text type={up ? 'danger' : 'success'}>
              {formatMoney(change.oldUnitCost)} → {formatMoney(change.newUnitCost)}
              {change.oldCaseCost !== change.newCaseCost &&
                ` · case ${formatMoney(change.oldCaseCost)} → ${formatMoney(change.newCaseCost)}`}
            </Typography.Text>
          </List.Item>
        )
      }}
    />
  )
}
