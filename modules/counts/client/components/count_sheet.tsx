import { useState } from 'react'
import { Button, Drawer, Flex, Input, InputNumber, Radio, Switch, Typography } from 'antd'
import { MinusOutlined, PlusOutlined } from '@ant-design/icons'
import {
  canWeigh,
  COUNT_LIMITS,
  lineQuantity,
  PARTIAL_TENTHS,
  partialFromGrams,
} from '@modules/counts/shared/count_rules'
import type { ShelfProductJson } from '@modules/counts/shared/count_json'

export type SheetProduct = Pick<
  ShelfProductJson,
  'productId' | 'name' | 'size' | 'fullWeightGrams' | 'emptyWeightGrams'
>

export interface SheetResult {
  fullBottles: number
  partial?: number
  grams?: number
  counterNote: string | null
  quantity: number
}

const BIG = { height: 56, minWidth: 56, fontSize: 22 }

/**
 * One product's count, for one hand at 360 px: big steppers for full
 * bottles, the open bottle in tenths, or its weight when the product has
 * bottle weights.
 */
export function CountSheet({
  product,
  areaName,
  initial,
  onSave,
  onClose,
}: {
  product: SheetProduct
  areaName: string | null
  initial: number | null
  onSave: (result: SheetResult) => Promise<void>
  onClose: () => void
}) {
  const weighable = canWeigh(product)
  const [full, setFull] = useState(initial === null ? 0 : Math.floor(initial))
  const [tenths, setTenths] = useState(
    /* A weighed 0.96 shows as 0.9: the tenths control stops there. */
    initial === null ? 0 : Math.min(0.9, Math.round((initial - Math.floor(initial)) * 10) / 10)
  )
  const [weighing, setWeighing] = useState(false)
  const [grams, setGrams] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)

  const fraction = weighing ? (grams === null ? null : partialFromGrams(grams, product)) : tenths
  const total = fraction === null ? null : lineQuantity(full, fraction)

  const save = async () => {
    if (total === null) return
    setSaving(true)
    try {
      await onSave({
        fullBottles: full,
        ...(weighing ? { grams: grams! } : { partial: tenths }),
        counterNote: note.trim() || null,
        quantity: total,
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Drawer
      open
      placement="bottom"
      height="auto"
      title={`${product.name}${product.size ? ` · ${product.size}` : ''}`}
      extra={areaName && <Typography.Text type="secondary">{areaName}</Typography.Text>}
      onClose={onClose}
      styles={{ body: { paddingBottom: 24 } }}
    >
      <Typography.Text strong>Full bottles</Typography.Text>
      <Flex gap={12} align="center" justify="center" style={{ margin: '8px 0 16px' }}>
        <Button
          style={BIG}
          icon={<MinusOutlined />}
          aria-label="One bottle less"
          disabled={full === 0}
          onClick={() => setFull((value) => Math.max(0, value - 1))}
        />
        <InputNumber
          aria-label="Full bottles"
          inputMode="numeric"
          min={0}
          max={COUNT_LIMITS.maxFullBottles}
          precision={0}
          value={full}
          onChange={(value) => setFull(Math.max(0, Math.floor(Number(value ?? 0))))}
          style={{ width: 96, fontSize: 24 }}
          size="large"
        />
        <Button
          style={BIG}
          type="primary"
          icon={<PlusOutlined />}
          aria-label="One bottle more"
          onClick={() => setFull((value) => Math.min(COUNT_LIMITS.maxFullBottles, value + 1))}
        />
      </Flex>

      <Flex justify="space-between" align="center">
        <Typography.Text strong>Open bottle</Typography.Text>
        {weighable && (
          <Flex gap={8} align="center">
            <Typography.Text>Weigh</Typography.Text>
            <Switch aria-label="Weigh the open bottle" checked={weighing} onChange={setWeighing} />
          </Flex>
        )}
      </Flex>
      {weighing ? (
        <Flex vertical gap={4} style={{ margin: '8px 0 16px' }}>
          <InputNumber
            aria-label="Grams on the scale"
            inputMode="decimal"
            addonAfter="g"
            min={0}
            max={COUNT_LIMITS.maxGrams}
            precision={1}
            value={grams}
            onChange={(value) => setGrams(value === null ? null : Number(value))}
            size="large"
            style={{ width: '100%' }}
          />
          <Typography.Text type="secondary">
            Empty {product.emptyWeightGrams} g · full {product.fullWeightGrams} g
            {fraction !== null && ` → ${fraction} of a bottle`}
          </Typography.Text>
        </Flex>
      ) : (
        <Radio.Group
          aria-label="Tenths of the open bottle"
          value={tenths}
          onChange={(event) => setTenths(Number(event.target.value))}
          optionType="button"
          buttonStyle="solid"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(5, 1fr)',
            gap: 6,
            margin: '8px 0 16px',
          }}
          options={PARTIAL_TENTHS.map((value) => ({
            value,
            label: value.toFixed(1),
            style: { textAlign: 'center', height: 44, lineHeight: '42px', borderRadius: 6 },
          }))}
        />
      )}

      <Input
        aria-label="Note"
        placeholder="Note (optional)"
        maxLength={COUNT_LIMITS.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        style={{ marginBottom: 16 }}
      />
      <Button
        type="primary"
        block
        size="large"
        style={{ height: 56, fontSize: 18 }}
        loading={saving}
        disabled={total === null}
        onClick={() => void save()}
      >
        {total === null ? 'Enter the grams' : `Save ${total} bottles`}
      </Button>
    </Drawer>
  )
}
