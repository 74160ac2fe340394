import { List, Typography } from 'antd'
import { formatMoney } from '@shell/format/money'
import type { ReceiptJson } from '../api'

/* A product's unit cost may have been unknown until this invoice. */
const unitCost = (value: string | null) => (value === null ? 'unknown' : formatMoney(value))

/** Products whose cost this receipt changed: unit (and case) cost old → new. */
export function CostChanges({ receipt }: { receipt: ReceiptJson }) {
  return (
    <List
      size="small"
      header={<Typography.Text strong>Cost changes</Typography.Text>}
      dataSource={receipt.costChanges}
      renderItem={(change) => {
        const compared = change.oldUnitCost !== null && change.newUnitCost !== null
        const up = Number(change.newUnitCost) > Number(change.oldUnitCost)
        return (
          <List.Item>
            <span>{change.productName}</span>
            <Typography.Text type={compared ? (up ? 'danger' : 'success') : undefined}>
              {unitCost(change.oldUnitCost)} → {unitCost(change.newUnitCost)}
              {change.oldCaseCost !== change.newCaseCost &&
                ` · case ${formatMoney(change.oldCaseCost)} → ${formatMoney(change.newCaseCost)}`}
            </Typography.Text>
          </List.Item>
        )
      }}
    />
  )
}
