import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Alert, Button, Card, Descriptions, Flex, Input, Result, Skeleton, Typography } from 'antd'
import { ArrowLeftOutlined, ScanOutlined } from '@ant-design/icons'
import { api, ApiError } from '@shell/api/client'
import { BarcodeScanner } from '@shell/components/barcode_scanner'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { OrderDetailJson } from '@modules/purchasing/shared/order_json'
import {
  hasDiscrepancy,
  RECEIVING_TEXTS,
  sumMoney,
  totalDifference,
} from '@modules/receiving/shared/receiving_rules'
import {
  receiveOrder,
  useOrder,
  useReceipt,
  useRevalidateReceiving,
  type ReceiptJson,
} from '../api'
import { PhotoUploader, type PhotoEntry } from '../components/photo_uploader'
import { lineReceived, lineTotal, ReceiveLine, type LineState } from '../components/receive_line'
import { formatDateTime } from '../format'

/* Initial values: what the receipt recorded (adjusting), or else what was ordered (SPEC §5). */
function initialLines(order: OrderDetailJson, receipt: ReceiptJson | null): LineState[] {
  return order.items.map((item) => {
    const recorded = receipt?.items.find(
      (line) =>
        line.purchaseOrderItemId === item.id ||
        (line.purchaseOrderItemId === null && line.productId === item.productId)
    )
    const caseSize = item.product?.caseSize ?? 12
    return {
      purchaseOrderItemId: item.id,
      productId: item.productId,
      name: item.product?.name ?? 'Unknown Product',
      category: item.product?.category ?? '',
      size: item.product?.size ?? null,
      caseSize,
      expectedCases: item.cases,
      expectedBottles: item.quantity,
      expected: item.bottleCount,
      receivedCases: recorded ? (recorded.receivedCases ?? 0) : item.cases,
      receivedBottles: recorded
        ? (recorded.receivedBottles ?? recorded.receivedQuantity)
        : item.quantity,
      unitCost: Number(recorded?.unitCost ?? item.unitCost),
      caseCost: Number(recorded?.caseCost ?? item.caseCost ?? 0),
      discrepancyNote: recorded?.discrepancyNote ?? '',
    }
  })
}

const BARCODE = /^[0-9A-Za-z-]{4,64}$/

function ReceiveForm({ order, receipt }: { order: OrderDetailJson; receipt: ReceiptJson | null }) {
  const navigate = useNavigate()
  const toast = useToast()
  const revalidate = useRevalidateReceiving()
  const adjusting = order.status === 'received'
  const [lines, setLines] = useState(() => initialLines(order, receipt))
  const [notes, setNotes] = useState(receipt?.notes ?? '')
  const [photos, setPhotos] = useState<PhotoEntry[]>([])
  const [saving, setSaving] = useState(false)
  const [scan, setScan] = useState('')
  const [scanning, setScanning] = useState(false)
  const [highlight, setHighlight] = useState<number | null>(null)
  const scanBox = useRef<HTMLInputElement>(null)

  const onChange = useCallback(
    (itemId: number, patch: Partial<LineState>) =>
      setLines((current) =>
        current.map((line) => (line.purchaseOrderItemId === itemId ? { ...line, ...patch } : line))
      ),
    []
  )

  const adjustedTotal = useMemo(() => sumMoney(lines.map(lineTotal)), [lines])
  const { difference, direction } = totalDifference(order.totalAmount, adjustedTotal)
  const discrepancy = hasDiscrepancy(
    lines.map((line) => ({ expected: line.expected, received: lineReceived(line) }))
  )
  const uploading = photos.some((photo) => photo.status === 'uploading')

  /* A scanned bottle: jump to its line and count one more bottle. */
  const onScanned = async (code: string) => {
    setScan('')
    try {
      const product = await api<{ id: number; name: string }>(
        'GET',
        `/api/products/barcode/${encodeURIComponent(code)}`
      )
      const line = lines.find((candidate) => candidate.productId === product.id)
      if (!line) {
        toast({ title: 'Not on this order', description: product.name, variant: 'error' })
        return
      }
      onChange(line.purchaseOrderItemId, { receivedBottles: line.receivedBottles + 1 })
      setHighlight(line.purchaseOrderItemId)
      document
        .getElementById(`receive-line-${line.purchaseOrderItemId}`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404
      toast({
        title: unknown ? 'Unknown barcode' : 'Error',
        description: unknown ? code : failureDescription('Failed to look up the barcode', error),
        variant: 'error',
      })
    }
    scanBox.current?.focus()
  }

  useEffect(() => {
    if (highlight === null) return
    const timer = window.setTimeout(() => setHighlight(null), 2000)
    return () => window.clearTimeout(timer)
  }, [highlight])

  const onComplete = async () => {
    setSaving(true)
    try {
      const saved = await receiveOrder(order.id, {
        notes: notes.trim() || null,
        photoIds: photos.flatMap((photo) =>
          photo.status === 'done' && photo.id ? [photo.id] : []
        ),
        items: lines.map((line) => ({
          purchaseOrderItemId: line.purchaseOrderItemId,
          productId: line.productId,
          receivedQuantity: lineReceived(line),
          receivedCases: line.receivedCases,
          receivedBottles: line.receivedBottles,
          unitCost: line.unitCost,
          caseCost: line.caseCost > 0 ? line.caseCost : null,
          discrepancyNote: line.discrepancyNote.trim() || null,
        })),
      })
      toast({ title: RECEIVING_TEXTS.received, variant: 'success' })
      await revalidate()
      await navigate('/receiving', { state: { receipt: saved, tab: 'received' } })
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription(RECEIVING_TEXTS.failed, error),
        variant: 'error',
      })
      setSaving(false)
    }
  }

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'number', label: 'Order #', children: order.orderNumber },
            { key: 'vendor', label: 'Vendor', children: order.vendor?.name ?? 'Unknown Vendor' },
            { key: 'date', label: 'Order Date', children: formatDateTime(order.orderDate) },
            { key: 'original', label: 'Original Total', children: formatMoney(order.totalAmount) },
            { key: 'adjusted', label: 'Adjusted Total', children: formatMoney(adjustedTotal) },
            {
              key: 'difference',
              label: 'Difference',
              children: (
                <Typography.Text
                  type={
                    direction === 'higher'
                      ? 'danger'
                      : direction === 'lower'
                        ? 'success'
                        : undefined
                  }
                  data-direction={direction}
                >
                  {direction === 'higher' ? '+' : ''}
                  {formatMoney(difference)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {adjusting && receipt && (
          <Typography.Text type="secondary">
            Adjusting revision {receipt.revision}, received {formatDateTime(receipt.receivedDate)}
            {receipt.receivedBy ? ` by ${receipt.receivedBy.username}` : ''}. Stock moves by the
            difference only.
          </Typography.Text>
        )}
      </Card>

      <Flex gap={8} align="center">
        <Input
          ref={(element) => {
            scanBox.current = element?.input ?? null
          }}
          aria-label="Scan barcode"
          placeholder="Scan a bottle's barcode"
          value={scan}
          onChange={(event) => setScan(event.target.value)}
          onPressEnter={() => {
            const code = scan.trim()
            if (BARCODE.test(code)) void onScanned(code)
          }}
          style={{ flex: 1 }}
        />
        <Button icon={<ScanOutlined />} onClick={() => setScanning(true)}>
          Camera
        </Button>
      </Flex>

      {discrepancy && <Alert type="warning" showIcon title={RECEIVING_TEXTS.discrepancyWarning} />}

      {lines.map((line) => (
        <ReceiveLine
          key={line.purchaseOrderItemId}
          line={line}
          highlighted={highlight === line.purchaseOrderItemId}
          onChange={onChange}
        />
      ))}

      <Card title="Invoice Photos" size="small">
        {receipt && receipt.photos.length > 0 && (
          <Typography.Paragraph type="secondary">
            {receipt.photos.length} photo(s) already on this receipt.
          </Typography.Paragraph>
        )}
        <PhotoUploader
          photos={photos}
          onChange={setPhotos}
          alreadyLinked={receipt?.photos.length ?? 0}
        />
      </Card>
      <Card title="Additional Notes" size="small">
        <Input.TextArea
          aria-label="Additional notes"
          rows={3}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </Card>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={() => void navigate('/receiving')}>Cancel</Button>
        <Button
          type="primary"
          loading={saving}
          disabled={uploading}
          onClick={() => void onComplete()}
        >
          Complete Receiving
        </Button>
      </Flex>
      {scanning && (
        <BarcodeScanner
          onClose={() => setScanning(false)}
          onDetected={(code) => {
            setScanning(false)
            void onScanned(code)
          }}
        />
      )}
    </Flex>
  )
}

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
  let body: React.ReactNode
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
