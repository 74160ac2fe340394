import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, Card, Flex, Input, Typography } from 'antd'
import type { OrderDetailJson } from '@modules/purchasing/shared/order_json'
import { RECEIVING_TEXTS } from '@modules/receiving/shared/receiving_rules'
import type { ReceiptJson } from '../../api'
import { PhotoUploader, type PhotoEntry } from '../../components/photo_uploader'
import { ReceiveLine } from '../../components/receive_line'
import { OrderTotals } from './order_totals'
import { ScanBar } from './scan_bar'
import { useCompleteReceiving } from './use_complete_receiving'
import { useReceiveLines } from './use_receive_lines'

/** Receiving one order: totals, scanning, the lines, photos and notes, then Complete. */
export function ReceiveForm({
  order,
  receipt,
}: {
  order: OrderDetailJson
  receipt: ReceiptJson | null
}) {
  const navigate = useNavigate()
  const receiving = useReceiveLines(order, receipt)
  const { saving, complete } = useCompleteReceiving(order.id)
  const [notes, setNotes] = useState(receipt?.notes ?? '')
  const [photos, setPhotos] = useState<PhotoEntry[]>([])
  const uploading = photos.some((photo) => photo.status === 'uploading')

  return (
    <Flex vertical gap={16}>
      <OrderTotals
        order={order}
        receipt={receipt}
        adjustedTotal={receiving.adjustedTotal}
        difference={receiving.difference}
        direction={receiving.direction}
      />

      <ScanBar onScanned={receiving.onScanned} />

      {receiving.discrepancy && (
        <Alert type="warning" showIcon title={RECEIVING_TEXTS.discrepancyWarning} />
      )}

      {receiving.lines.map((line) => (
        <ReceiveLine
          key={line.purchaseOrderItemId}
          line={line}
          highlighted={receiving.highlight === line.purchaseOrderItemId}
          onChange={receiving.onChange}
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
          onClick={() => void complete(receiving.lines, notes, photos)}
        >
          Complete Receiving
        </Button>
      </Flex>
    </Flex>
  )
}
