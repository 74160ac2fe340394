import { Descriptions, Form, Input, InputNumber, Modal, Radio } from 'antd'
import { Formik } from 'formik'
import * as yup from 'yup'
import { api } from '@shell/api/client'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  PRODUCT_LIMITS,
  adjustmentNeedsReason,
  type ManualAdjustmentType,
} from '@modules/inventory/shared/product_rules'
import type { AdjustmentInput, Product } from '../api'
import { formatBottles } from '@shell/format/bottles'

interface AdjustFormValues {
  adjustmentType: ManualAdjustmentType
  countedStock: number | null
  /** Bottles lost for waste/breakage/spill (entered positive); signed for a correction. */
  quantityChange: number | null
  reason: string
}

export const ADJUSTMENT_LABELS: Record<ManualAdjustmentType, string> = {
  count: 'Count',
  waste: 'Waste',
  breakage: 'Breakage',
  spill: 'Spill',
  correction: 'Correction',
}

const TYPE_OPTIONS = (['count', 'waste', 'breakage', 'spill', 'correction'] as const).map(
  (type) => ({ value: type, label: ADJUSTMENT_LABELS[type] })
)

const isLoss = (type: ManualAdjustmentType) =>
  type === 'waste' || type === 'breakage' || type === 'spill'

/** The signed change this form would record, or null while it is incomplete. */
function changeOf(values: AdjustFormValues, currentStock: number): number | null {
  if (values.adjustmentType === 'count') {
    return values.countedStock === null ? null : values.countedStock - currentStock
  }
  if (values.quantityChange === null) return null
  return isLoss(values.adjustmentType) ? -Math.abs(values.quantityChange) : values.quantityChange
}

function schemaFor(currentStock: number) {
  return yup.object({
    countedStock: yup
      .number()
      .nullable()
      .when('adjustmentType', {
        is: 'count',
        then: (schema) =>
          schema
            .required('Enter the number of bottles counted')
            .min(0, 'Must be 0 or more')
            .max(PRODUCT_LIMITS.maxStock, 'Too large'),
      }),
    quantityChange: yup
      .number()
      .nullable()
      .when('adjustmentType', {
        is: (type: ManualAdjustmentType) => type !== 'count',
        then: (schema) =>
          schema
            .required('Enter the number of bottles')
            .test('not-zero', 'Must not be 0', (value) => value !== 0)
            .test('not-negative-result', 'Stock cannot go below 0', function (value) {
              const change = changeOf(this.parent as AdjustFormValues, currentStock)
              return value === null || value === undefined || change === null
                ? true
                : currentStock + change >= 0
            }),
      }),
    reason: yup
      .string()
      .trim()
      .max(PRODUCT_LIMITS.reason, `At most ${PRODUCT_LIMITS.reason} characters`)
      .when('adjustmentType', {
        is: (type: ManualAdjustmentType) => adjustmentNeedsReason(type),
        then: (schema) => schema.required('Say why the stock changed'),
      }),
  })
}

/**
 * Records a stock change with its reason in the product's ledger: a shelf
 * count, or a loss (waste, breakage, spill), or a correction. Staff may do
 * this; it is the only stock change they can make.
 */
export function AdjustStockDialog({
  product,
  onClose,
  onSaved,
}: {
  product: Product
  onClose: () => void
  onSaved: () => void
}) {
  const toast = useToast()

  return (
    <Formik<AdjustFormValues>
      initialValues={{
        adjustmentType: 'count',
        countedStock: null,
        quantityChange: null,
        reason: '',
      }}
      validationSchema={schemaFor(product.currentStock)}
      onSubmit={async (values, { setErrors }) => {
        const body: AdjustmentInput = {
          productId: product.id,
          adjustmentType: values.adjustmentType,
          reason: values.reason.trim() || undefined,
        }
        if (values.adjustmentType === 'count') body.countedStock = values.countedStock ?? 0
        else body.quantityChange = changeOf(values, product.currentStock) ?? 0
        try {
          await api('POST', '/api/inventory-adjustments', body)
          toast({ title: 'Stock adjusted successfully', variant: 'success' })
          onSaved()
        } catch (error) {
          if (applyServerErrors(error, setErrors)) return
          toast({
            title: 'Error',
            description: failureDescription('Failed to adjust stock', error),
            variant: 'error',
          })
        }
      }}
    >
      {({ values, handleSubmit, isSubmitting }) => {
        const change = changeOf(values, product.currentStock)
        const loss = isLoss(values.adjustmentType)
        return (
          <Modal
            open
            title={`Adjust stock: ${product.name}`}
            okText="Save Adjustment"
            confirmLoading={isSubmitting}
            onOk={() => handleSubmit()}
            onCancel={onClose}
            destroyOnHidden
          >
            <Form layout="vertical" component="div">
              <FormField name="adjustmentType" label="Type of change">
                <Radio.Group options={TYPE_OPTIONS} optionType="button" />
              </FormField>
              {values.adjustmentType === 'count' ? (
                <FormField name="countedStock" label="Counted stock (bottles)" required>
                  <InputNumber min={0} step={1} style={{ width: '100%' }} />
                </FormField>
              ) : (
                <FormField
                  name="quantityChange"
                  label={loss ? 'Bottles lost' : 'Change in bottles (+ or −)'}
                  help={loss ? 'Partial bottles as decimals, e.g. 0.25' : 'Negative to remove'}
                  required
                >
                  <InputNumber min={loss ? 0 : undefined} step={1} style={{ width: '100%' }} />
                </FormField>
              )}
              <FormField
                name="reason"
                label="Reason"
                required={adjustmentNeedsReason(values.adjustmentType)}
              >
                <Input.TextArea maxLength={PRODUCT_LIMITS.reason} rows={2} />
              </FormField>
            </Form>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'current',
                  label: 'Current stock',
                  children: formatBottles(product.currentStock),
                },
                {
                  key: 'after',
                  label: 'Stock after this change',
                  children: change === null ? '—' : formatBottles(product.currentStock + change),
                },
              ]}
            />
          </Modal>
        )
      }}
    </Formik>
  )
}
