import type { ReactNode } from 'react'
import type { TableColumnsType } from 'antd'
import { formatMoney } from '@shell/format/money'
import type { PurchaseOrder } from '../api'
import { formatDate } from '../format'
import { formatDay } from '@shell/format/day'
import { OrderStatusTag } from './status_tag'

const noWrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

/**
 * The purchase order table's columns (SPEC §2), for the list and the
 * dashboard widget: Order #, Vendor, Total Amount, Status, Order Date, then
 * Expected Date ('Not set' when empty) where `expectedDate` asks for it, and
 * the place's own actions.
 */
export function orderColumns({
  expectedDate,
  actions,
}: {
  expectedDate: boolean
  actions: (order: PurchaseOrder) => ReactNode
}): TableColumnsType<PurchaseOrder> {
  return [
    {
      title: 'Order #',
      dataIndex: 'orderNumber',
      key: 'orderNumber',
      render: (value: string) => noWrap(value),
    },
    {
      title: 'Vendor',
      key: 'vendor',
      render: (_, order) => order.vendor?.name ?? 'Unknown Vendor',
    },
    {
      title: 'Total Amount',
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      align: 'right',
      render: (value: string) => formatMoney(value),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: string) => <OrderStatusTag status={value} />,
    },
    {
      title: 'Order Date',
      dataIndex: 'orderDate',
      key: 'orderDate',
      render: (value: string) => noWrap(formatDate(value)),
    },
    ...(expectedDate
      ? [
          {
            title: 'Expected Date',
            dataIndex: 'expectedDate',
            key: 'expectedDate',
            render: (value: string | null) => noWrap(formatDay(value)),
          },
        ]
      : []),
    { title: 'Actions', key: 'actions', render: (_, order) => actions(order) },
  ]
}
