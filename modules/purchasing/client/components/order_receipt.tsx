import useSWR from 'swr'
import { Link } from 'react-router'
import { Collapse, Flex, Image, Skeleton, Table, Typography } from 'antd'
import { api, ApiError } from '@shell/api/client'
import { LoadError } from '@shell/components/load_error'
import { Panel } from '@shell/components/panel'
import { formatMoney } from '@shell/format/money'
import { formatBottles } from '@shell/format/bottles'
import { formatDate } from '../format'

/*
 * What this screen reads of receiving's GET /api/purchase-orders/:id/receipt.
 * Receiving sits above purchasing, so its shapes are not imported: the
 * screen reads only these fields, over HTTP, and only when it is installed.
 */
interface ReceiptLine {
  productId: number
  product: { name: string } | null
  expectedQuantity: number
  receivedQuantity: number
  unitCost: string | null
  lineTotal: string | null
  discrepancyNote: string | null
}
interface UserRef {
  username: string
}
interface Receipt {
  id: number
  receivedDate: string
  receivedBy: UserRef | null
  adjustedAt: string | null
  adjustedBy: UserRef | null
  notes: string | null
  revision: number
  items: Array<ReceiptLine & { id: number }>
  photos: Array<{ id: number; photoUrl: string; fileName: string | null }>
  revisions: Array<{
    revision: number
    receivedDate: string
    receivedBy: UserRef | null
    notes: string | null
    items: ReceiptLine[]
  }>
  backOrder: { id: number; orderNumber: string } | null
}

const fetchReceipt = async (path: string) => {
  try {
    return await api<Receipt>('GET', path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

function LinesTable({ items }: { items: ReceiptLine[] }) {
  return (
    <Table<ReceiptLine>
      rowKey={(line) => `${line.productId}-${line.expectedQuantity}`}
      size="small"
      dataSource={items}
      pagination={false}
      scroll={{ x: 560 }}
      columns={[
        {
          title: 'Product',
          key: 'product',
          render: (_, line) => (
            <Flex vertical>
              <span>{line.product?.name ?? 'Unknown Product'}</span>
              {line.discrepancyNote && (
                <Typography.Text type="secondary">{line.discrepancyNote}</Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: 'Expected',
          key: 'expected',
          align: 'right',
          render: (_, line) => formatBottles(line.expectedQuantity),
        },
        {
          title: 'Received',
          key: 'received',
          align: 'right',
          render: (_, line) => formatBottles(line.receivedQuantity),
        },
        {
          title: 'Unit Cost',
          key: 'unitCost',
          align: 'right',
          render: (_, line) => formatMoney(line.unitCost),
        },
        {
          title: 'Total',
          key: 'total',
          align: 'right',
          render: (_, line) => formatMoney(line.lineTotal),
        },
      ]}
    />
  )
}

/** The order's receipt (quantities, costs, photos, notes, who/when, revisions) from receiving. */
export function OrderReceipt({ orderId }: { orderId: number }) {
  const { data, error, isLoading, mutate } = useSWR(
    `/api/purchase-orders/${orderId}/receipt`,
    fetchReceipt
  )
  if (isLoading) return <Skeleton active />
  if (error) return <LoadError error={error} onRetry={() => void mutate()} />
  if (!data) return null
  const who = (user: UserRef | null) => (user ? ` by ${user.username}` : '')
  return (
    <Panel title="Receipt">
      <Flex vertical gap={12}>
        <Typography.Text>
          Received {formatDate(data.receivedDate)}
          {who(data.receivedBy)}
          {data.adjustedAt &&
            ` · adjusted ${formatDate(data.adjustedAt)}${who(data.adjustedBy)} (revision ${data.revision})`}
        </Typography.Text>
        <LinesTable items={data.items} />
        {data.notes && <Typography.Paragraph>Notes: {data.notes}</Typography.Paragraph>}
        {data.backOrder && (
          <Link to={`/purchase-orders/${data.backOrder.id}`}>
            Back-order {data.backOrder.orderNumber}
          </Link>
        )}
        {data.photos.length > 0 && (
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {data.photos.map((photo) => (
                <Image
                  key={photo.id}
                  src={photo.photoUrl}
                  alt={photo.fileName ?? 'Invoice photo'}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
        {data.revisions.length > 0 && (
          <Collapse
            size="small"
            items={data.revisions.map((revision) => ({
              key: revision.revision,
              label: `Revision ${revision.revision} — ${formatDate(revision.receivedDate)}${who(revision.receivedBy)}`,
              children: (
                <Flex vertical gap={8}>
                  <LinesTable
                    items={revision.items.map((line) => ({
                      ...line,
                      product:
                        data.items.find((item) => item.productId === line.productId)?.product ??
                        null,
                    }))}
                  />
                  {revision.notes && <Typography.Text>Notes: {revision.notes}</Typography.Text>}
                </Flex>
              ),
            }))}
          />
        )}
      </Flex>
    </Panel>
  )
}
