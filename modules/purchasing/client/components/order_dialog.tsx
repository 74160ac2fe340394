import { useMemo, useState } from 'react'
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Typography,
} from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { FieldArray, Formik, getIn, useFormikContext } from 'formik'
import * as yup from 'yup'
import { ApiError } from '@shell/api/client'
import { MoneyInput } from '@shell/components/money_input'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { formatCents, toCents } from '@shared/money'
import {
  bottleCount,
  itemTotalCents,
  orderTotalCents,
} from '@modules/purchasing/shared/order_totals'
import { ORDER_LIMITS, ORDER_MESSAGES } from '@modules/purchasing/shared/order_rules'
import { ORDER_NUMBER_MAX_LENGTH } from '@modules/purchasing/shared/order_number'
import { productLabel, productSearch } from '@modules/inventory/shared/product_search'
import { SearchSelect } from '@shell/components/search_select'
import {
  createOrder,
  updateOrder,
  useRevalidateOrders,
  useVendors,
  type OrderInput,
  type ProductOption,
  type PurchaseOrderDetail,
} from '../api'

interface ItemValues {
  key: string
  productId: number | undefined
  /** How the picker names the chosen product while a search answer does not hold it. */
  productLabel?: string
  /** The chosen product's case size, for the bottle count (12 when unknown). */
  caseSize?: number
  cases: number | null
  quantity: number | null
  unitCost: number | null
  caseCost: number | null
}

interface OrderValues {
  orderNumber: string
  vendorId: number | undefined
  expectedDate: string
  notes: string
  items: ItemValues[]
}

/** What a Reorder link or a suggestion pre-fills. */
export interface OrderPrefill {
  vendorId: number | null
  items: Array<Omit<ItemValues, 'key'>>
}

interface Props {
  /** Absent for Create Purchase Order. */
  order?: PurchaseOrderDetail
  prefill?: OrderPrefill
  onClose: () => void
  onSaved: (order: PurchaseOrderDetail) => void
}

let nextKey = 1
const newKey = () => `item-${nextKey++}`

const emptyItem = (): ItemValues => ({
  key: newKey(),
  productId: undefined,
  cases: 0,
  quantity: 0,
  unitCost: null,
  caseCost: null,
})

const amount = (max: number) =>
  yup.number().nullable().min(0, ORDER_MESSAGES.notNegative).max(max, 'Too large')

const schema = yup.object({
  orderNumber: yup
    .string()
    .trim()
    .max(ORDER_NUMBER_MAX_LENGTH, `At most ${ORDER_NUMBER_MAX_LENGTH} characters`),
  vendorId: yup.number().required(ORDER_MESSAGES.vendorRequired),
  notes: yup.string().max(ORDER_LIMITS.notes, `At most ${ORDER_LIMITS.notes} characters`),
  items: yup.array(
    yup.object({
      productId: yup.number().required(ORDER_MESSAGES.productRequired),
      cases: amount(ORDER_LIMITS.maxCases).integer('Whole cases only'),
      quantity: amount(ORDER_LIMITS.maxBottles).test(
        'something-to-order',
        ORDER_MESSAGES.nothingToOrder,
        (value, context) => (value ?? 0) > 0 || ((context.parent as ItemValues).cases ?? 0) > 0
      ),
      unitCost: amount(ORDER_LIMITS.maxMoney),
      caseCost: amount(ORDER_LIMITS.maxMoney),
    })
  ),
})

function initialValues(order?: PurchaseOrderDetail, prefill?: OrderPrefill): OrderValues {
  if (order) {
    return {
      orderNumber: order.orderNumber,
      vendorId: order.vendorId,
      expectedDate: order.expectedDate ?? '',
      notes: order.notes ?? '',
      items: order.items.map((item) => ({
        key: newKey(),
        productId: item.productId,
        productLabel: item.product ? productLabel(item.product) : 'Unknown Product',
        caseSize: item.product?.caseSize,
        cases: item.cases,
        quantity: item.quantity,
        unitCost: Number(item.unitCost),
        caseCost: item.caseCost === null ? null : Number(item.caseCost),
      })),
    }
  }
  return {
    orderNumber: '',
    vendorId: prefill?.vendorId ?? undefined,
    expectedDate: '',
    notes: '',
    items: prefill ? prefill.items.map((item) => ({ ...item, key: newKey() })) : [emptyItem()],
  }
}

function toInput(values: OrderValues): OrderInput {
  const items = values.items.map((item) => {
    const line = {
      productId: item.productId!,
      quantity: item.quantity ?? 0,
      cases: item.cases ?? 0,
      unitCost: item.unitCost ?? 0,
      caseCost: item.caseCost,
    }
    return { ...line, totalCost: formatCents(itemTotalCents(line)) }
  })
  return {
    orderNumber: values.orderNumber.trim() || null,
    vendorId: values.vendorId!,
    status: 'created',
    totalAmount: formatCents(orderTotalCents(items)),
    expectedDate: values.expectedDate || null,
    notes: values.notes.trim() || null,
    items,
  }
}

function OrderTotal() {
  const { values } = useFormikContext<OrderValues>()
  const total = orderTotalCents(values.items)
  return (
    <Typography.Text strong aria-live="polite" data-testid="order-total">
      Total: {formatMoney(total / 100)}
    </Typography.Text>
  )
}

function ItemRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<OrderValues>()
  const item = values.items[index]
  const name = `items.${index}`
  const productError = getIn(errors, `${name}.productId`) as string | undefined
  const showProductError =
    Boolean(productError) && (Boolean(getIn(touched, `${name}.productId`)) || submitCount > 0)
  /*
   * 'Enter cases or bottles' waits until the amounts were touched or an order
   * was attempted with this item; an attempt made before the item was added
   * (e.g. the empty-order refusal) does not count.
   */
  const [submitsBefore] = useState(submitCount)
  const quantityError = getIn(errors, `${name}.quantity`) as string | undefined
  const showQuantityError =
    Boolean(quantityError) &&
    (Boolean(getIn(touched, `${name}.quantity`)) ||
      Boolean(getIn(touched, `${name}.cases`)) ||
      submitCount > submitsBefore)
  const bottles = bottleCount(item, item.caseSize)

  const chooseProduct = (chosen: ProductOption) => {
    void setFieldValue(name, {
      ...item,
      productId: chosen.id,
      productLabel: productLabel(chosen),
      caseSize: chosen.caseSize,
      /* SPEC §5: selecting a product pre-fills its unit and case cost. */
      unitCost: chosen.unitCost === null ? null : toCents(chosen.unitCost) / 100,
      caseCost: chosen.caseCost === null ? null : toCents(chosen.caseCost) / 100,
    })
    if (values.vendorId === undefined && chosen.vendorId !== null) {
      void setFieldValue('vendorId', chosen.vendorId)
    }
  }

  return (
    <Card size="small" className="po-item" role="group" aria-label={`Item ${index + 1}`}>
      <Form.Item
        label="Product"
        required
        htmlFor={`${name}.productId`}
        validateStatus={showProductError ? 'error' : undefined}
        help={showProductError ? productError : undefined}
      >
        <SearchSelect<ProductOption>
          source={productSearch}
          id={`${name}.productId`}
          value={item.productId}
          status={showProductError ? 'error' : undefined}
          selectedLabel={item.productLabel}
          onPick={chooseProduct}
          onBlur={() => void setFieldTouched(`${name}.productId`, true, false)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <FormField name={`${name}.cases`} label="Cases">
            <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
          </FormField>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label="Bottles"
            htmlFor={`${name}.quantity`}
            validateStatus={showQuantityError ? 'error' : undefined}
            help={showQuantityError ? quantityError : undefined}
          >
            <InputNumber
              id={`${name}.quantity`}
              min={0}
              step={1}
              style={{ width: '100%' }}
              value={item.quantity}
              status={showQuantityError ? 'error' : undefined}
              onChange={(value) => void setFieldValue(`${name}.quantity`, value)}
              onBlur={() => void setFieldTouched(`${name}.quantity`, true, false)}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <FormField name={`${name}.unitCost`} label="Unit Cost">
            <MoneyInput />
          </FormField>
        </Col>
        <Col xs={12} md={6}>
          <FormField name={`${name}.caseCost`} label="Case Cost">
            <MoneyInput />
          </FormField>
        </Col>
      </Row>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {bottles} bottle{bottles === 1 ? '' : 's'}
          {item.caseSize === undefined ? '' : ` (case of ${item.caseSize})`} · Item total{' '}
          {formatMoney(itemTotalCents(item) / 100)}
        </Typography.Text>
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Remove item ${index + 1}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Flex>
    </Card>
  )
}

/** Create/Edit Purchase Order (SPEC §2): the server recomputes every total on save. */
export function OrderDialog({ order, prefill, onClose, onSaved }: Props) {
  const toast = useToast()
  const revalidate = useRevalidateOrders()
  const vendors = useVendors()
  const editing = order !== undefined
  const initial = useMemo(() => initialValues(order, prefill), [order, prefill])

  const vendorOptions = useMemo(() => {
    const options = (vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))
    /* An archived vendor is no longer listed, but an order placed with it still names it. */
    if (order && !options.some((option) => option.value === order.vendorId)) {
      options.push({ value: order.vendorId, label: order.vendor?.name ?? 'Unknown Vendor' })
    }
    return options
  }, [vendors.data, order])

  return (
    <Formik<OrderValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values, { setErrors }) => {
        try {
          const saved = editing
            ? await updateOrder(order.id, toInput(values))
            : await createOrder(toInput(values))
          toast({
            title: editing
              ? 'Purchase order updated successfully'
              : 'Purchase order created successfully',
            description: saved.orderNumber,
            variant: 'success',
          })
          await revalidate()
          onSaved(saved)
        } catch (error) {
          applyServerErrors(error, setErrors)
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            /order number/i.test(error.serverMessage ?? '')
          ) {
            setErrors({ orderNumber: error.serverMessage })
          }
          toast({
            title: 'Error',
            description: failureDescription(
              editing ? 'Failed to update purchase order' : 'Failed to create purchase order',
              error
            ),
            variant: 'error',
          })
        }
      }}
    >
      {({ handleSubmit, isSubmitting, values }) => (
        <Modal
          open
          title={editing ? 'Edit Purchase Order' : 'Create Purchase Order'}
          okText={editing ? 'Update Order' : 'Create Order'}
          confirmLoading={isSubmitting}
          onOk={() => {
            /* SPEC §8: an order without items is refused with a toast, before any field check. */
            if (values.items.length === 0) {
              toast({ title: 'Error', description: ORDER_MESSAGES.noItems, variant: 'error' })
            } else {
              handleSubmit()
            }
          }}
          onCancel={onClose}
          width={760}
          destroyOnHidden
          footer={(_, { OkBtn, CancelBtn }) => (
            <Flex justify="space-between" align="center" wrap gap={8}>
              <OrderTotal />
              <Flex gap={8}>
                <CancelBtn />
                <OkBtn />
              </Flex>
            </Flex>
          )}
        >
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <FormField
                  name="orderNumber"
                  label="Order Number"
                  help="Leave empty to generate one (PO-year-number)"
                >
                  <Input autoComplete="off" maxLength={ORDER_NUMBER_MAX_LENGTH} />
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField name="vendorId" label="Vendor" required>
                  <Select
                    placeholder="Select a vendor"
                    options={vendorOptions}
                    loading={vendors.isLoading}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField name="expectedDate" label="Expected Delivery Date">
                  <Input type="date" />
                </FormField>
              </Col>
              <Col xs={24} md={12}>
                <FormField name="notes" label="Notes">
                  <Input maxLength={ORDER_LIMITS.notes} />
                </FormField>
              </Col>
            </Row>
            <FieldArray name="items">
              {(helpers) => (
                <Flex vertical gap={12}>
                  <Flex justify="space-between" align="center">
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      Items
                    </Typography.Title>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={values.items.length >= ORDER_LIMITS.maxItems}
                      onClick={() => helpers.push(emptyItem())}
                    >
                      Add Item
                    </Button>
                  </Flex>
                  {values.items.length === 0 && (
                    <Typography.Text type="secondary">No items yet.</Typography.Text>
                  )}
                  {values.items.map((item, index) => (
                    <ItemRow key={item.key} index={index} onRemove={() => helpers.remove(index)} />
                  ))}
                </Flex>
              )}
            </FieldArray>
          </Form>
        </Modal>
      )}
    </Formik>
  )
}
