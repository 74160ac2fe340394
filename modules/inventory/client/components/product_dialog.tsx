import { useMemo } from 'react'
import {
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Row,
  Select,
  type InputProps,
  type SelectProps,
} from 'antd'
import { Formik, useFormikContext, type FormikHelpers } from 'formik'
import * as yup from 'yup'
import { api, ApiError } from '@shell/api/client'
import { MoneyInput } from '@shell/components/money_input'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  CATEGORIES,
  DEFAULT_CASE_SIZE,
  DEFAULT_REORDER_LEVEL,
  DEFAULT_STOCK,
  PRODUCT_LIMITS,
  SIZES,
} from '@modules/inventory/shared/product_rules'
import { sizeToOz } from '@modules/inventory/shared/size_to_oz'
import { useVendorOptions, type Product } from '../api'

interface ProductFormValues {
  name: string
  category: string | undefined
  /** One of SIZES; 'Custom' reveals customSize. */
  size: string | undefined
  customSize: string
  sizeInOz: number | null
  caseSize: number | null
  currentStock: number | null
  reorderLevel: number | null
  parLevel: number | null
  unitCost: number | null
  caseCost: number | null
  barcode: string
  vendorId: number | undefined
  fullWeightGrams: number | null
  emptyWeightGrams: number | null
}

type Payload = Record<string, string | number | null>

interface Props {
  /** Absent for Add New Product. */
  product?: Product
  /** Prefilled barcode when a scan found no product. */
  barcode?: string
  onClose: () => void
  onSaved: () => void
}

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }))
const SIZE_OPTIONS = SIZES.map((size) => ({ value: size, label: size }))
const KNOWN_SIZES: readonly string[] = SIZES

const money = yup
  .number()
  .nullable()
  .min(0, 'Must be 0 or more')
  .max(PRODUCT_LIMITS.maxMoney, 'Too large')
/* Bottle weights on a kitchen scale, for weighing partial bottles in a count. */
const grams = yup.number().nullable().min(0, 'Must be 0 or more').max(99_999.9, 'Too large')
const count = (integer: boolean) => {
  const base = yup
    .number()
    .nullable()
    .min(0, 'Must be 0 or more')
    .max(PRODUCT_LIMITS.maxStock, 'Too large')
  return integer ? base.integer('Must be a whole number') : base
}

/*
 * SPEC §5: on Add an invalid case size becomes 12 and invalid stock or
 * reorder level become 0, so those fields never block saving; on Edit the
 * values already exist and a bad entry is an error to fix.
 */
function schemaFor(editing: boolean) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('Name is required')
      .max(PRODUCT_LIMITS.name, `At most ${PRODUCT_LIMITS.name} characters`),
    category: yup.string().required('Category is required'),
    customSize: yup.string().when('size', {
      is: 'Custom',
      then: (schema) =>
        schema
          .trim()
          .required('Enter the size, e.g. 1.5L or 16oz')
          .max(PRODUCT_LIMITS.size, `At most ${PRODUCT_LIMITS.size} characters`),
    }),
    sizeInOz: yup.number().nullable().min(0, 'Must be 0 or more').max(9999, 'Too large'),
    caseSize: editing
      ? count(true).required('Required').min(1, 'At least 1')
      : yup.number().nullable(),
    currentStock: editing ? count(false).required('Required') : yup.number().nullable(),
    reorderLevel: editing ? count(true).required('Required') : yup.number().nullable(),
    parLevel: count(true),
    unitCost: money,
    caseCost: money,
    barcode: yup
      .string()
      .trim()
      .max(PRODUCT_LIMITS.barcode, `At most ${PRODUCT_LIMITS.barcode} characters`)
      .matches(/^[\x21-\x7E]*$/, 'Letters, digits and symbols only, without spaces'),
    fullWeightGrams: grams,
    emptyWeightGrams: grams.test(
      'lighter',
      'The empty bottle must weigh less than the full one',
      function (empty) {
        const full = (this.parent as ProductFormValues).fullWeightGrams
        return empty === null || empty === undefined || full === null || empty < full
      }
    ),
  })
}

const validOr = (value: number | null, fallback: number, { integer = false, min = 0 } = {}) =>
  value !== null && Number.isFinite(value) && value >= min && (!integer || Number.isInteger(value))
    ? value
    : fallback

function initialValues(product: Product | undefined, barcode: string | undefined) {
  if (!product) {
    return {
      name: '',
      category: undefined,
      size: '750ml',
      customSize: '',
      sizeInOz: sizeToOz('750ml'),
      caseSize: DEFAULT_CASE_SIZE,
      currentStock: DEFAULT_STOCK,
      reorderLevel: DEFAULT_REORDER_LEVEL,
      parLevel: null,
      unitCost: null,
      caseCost: null,
      barcode: barcode ?? '',
      vendorId: undefined,
      fullWeightGrams: null,
      emptyWeightGrams: null,
    } satisfies ProductFormValues
  }
  const known = product.size !== null && KNOWN_SIZES.includes(product.size)
  return {
    name: product.name,
    category: product.category,
    size: known ? (product.size ?? undefined) : product.size ? 'Custom' : undefined,
    customSize: known ? '' : (product.size ?? ''),
    sizeInOz: product.sizeInOz,
    caseSize: product.caseSize,
    currentStock: product.currentStock,
    reorderLevel: product.reorderLevel,
    parLevel: product.parLevel,
    unitCost: product.unitCost === null ? null : Number(product.unitCost),
    caseCost: product.caseCost === null ? null : Number(product.caseCost),
    barcode: product.barcode ?? '',
    vendorId: product.vendorId ?? undefined,
    fullWeightGrams: product.fullWeightGrams,
    emptyWeightGrams: product.emptyWeightGrams,
  } satisfies ProductFormValues
}

function toPayload(values: ProductFormValues, editing: boolean): Payload {
  const size = values.size === 'Custom' ? values.customSize.trim() : (values.size ?? '')
  return {
    name: values.name.trim(),
    category: values.category ?? '',
    size: size || null,
    sizeInOz: size ? (values.sizeInOz ?? 0) : null,
    caseSize: editing
      ? values.caseSize
      : validOr(values.caseSize, DEFAULT_CASE_SIZE, { integer: true, min: 1 }),
    currentStock: editing ? values.currentStock : validOr(values.currentStock, DEFAULT_STOCK),
    reorderLevel: editing
      ? values.reorderLevel
      : validOr(values.reorderLevel, 0, { integer: true }),
    parLevel: values.parLevel,
    /* An empty field is an unknown cost (recipes show it as incomplete), not $0.00. */
    unitCost: values.unitCost,
    caseCost: values.caseCost,
    barcode: values.barcode.trim() || null,
    vendorId: values.vendorId ?? null,
    fullWeightGrams: values.fullWeightGrams,
    emptyWeightGrams: values.emptyWeightGrams,
  }
}

/** Only what the person changed, so an edit never overwrites a concurrent stock change. */
function changedFields(next: Payload, before: Payload): Payload {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => before[key] !== value))
}

const ozFor = (size: string | undefined, customSize: string) => {
  const source = size === 'Custom' ? customSize : size
  return source ? sizeToOz(source) : null
}

/*
 * The size controls also set sizeInOz in the same change, so the computed
 * ounces show as the person picks or types the size (SPEC §5).
 */
function SizeSelect({
  onChange,
  ...props
}: Omit<SelectProps<string>, 'onChange'> & { onChange?: (size: string | undefined) => void }) {
  const { values, setFieldValue } = useFormikContext<ProductFormValues>()
  return (
    <Select<string>
      {...props}
      onChange={(size?: string) => {
        onChange?.(size)
        void setFieldValue('sizeInOz', ozFor(size, values.customSize))
      }}
    />
  )
}

function CustomSizeInput({ onChange, ...props }: InputProps) {
  const { setFieldValue } = useFormikContext<ProductFormValues>()
  return (
    <Input
      {...props}
      onChange={(event) => {
        onChange?.(event)
        void setFieldValue('sizeInOz', ozFor('Custom', event.target.value))
      }}
    />
  )
}

export function ProductDialog({ product, barcode, onClose, onSaved }: Props) {
  const toast = useToast()
  const editing = product !== undefined
  const vendors = useVendorOptions()
  const initial = useMemo(() => initialValues(product, barcode), [product, barcode])
  const schema = useMemo(() => schemaFor(editing), [editing])

  const vendorOptions = useMemo(() => {
    const options = (vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))
    /* An archived preferred vendor is no longer listed but still shown by name. */
    if (product?.vendorId && !options.some((option) => option.value === product.vendorId)) {
      options.push({ value: product.vendorId, label: product.vendorName ?? 'Archived vendor' })
    }
    return options
  }, [vendors.data, product])

  const categoryOptions = useMemo(
    () =>
      product && !CATEGORY_OPTIONS.some((option) => option.value === product.category)
        ? [...CATEGORY_OPTIONS, { value: product.category, label: product.category }]
        : CATEGORY_OPTIONS,
    [product]
  )

  const submit = async (
    values: ProductFormValues,
    { setErrors, setFieldError }: FormikHelpers<ProductFormValues>
  ) => {
    const payload = toPayload(values, editing)
    try {
      if (editing) {
        const changes = changedFields(payload, toPayload(initial, true))
        await api('PUT', `/api/products/${product.id}`, changes)
        toast({ title: 'Product updated successfully', variant: 'success' })
      } else {
        await api('POST', '/api/products', payload)
        toast({ title: 'Product created successfully', variant: 'success' })
      }
      onSaved()
    } catch (error) {
      const mapped = applyServerErrors<ProductFormValues>(error, (errors) =>
        setErrors(
          values.size === 'Custom' && 'size' in errors
            ? { ...errors, customSize: errors.size }
            : errors
        )
      )
      if (mapped) return
      if (error instanceof ApiError && error.status === 409 && payload.barcode) {
        setFieldError('barcode', error.serverMessage ?? 'This barcode is already in use')
      }
      toast({
        title: 'Error',
        description: failureDescription(
          editing ? 'Failed to update product' : 'Failed to create product',
          error
        ),
        variant: 'error',
      })
    }
  }

  const remove = async () => {
    if (!product) return
    try {
      await api('DELETE', `/api/products/${product.id}`)
      toast({ title: 'Product deleted successfully', variant: 'success' })
      onSaved()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to delete product', error),
        variant: 'error',
      })
    }
  }

  return (
    <Formik<ProductFormValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ values, handleSubmit, isSubmitting, dirty }) => (
        <Modal
          open
          title={editing ? 'Edit Product' : 'Add New Product'}
          onCancel={onClose}
          destroyOnHidden
          footer={
            <Flex justify="space-between" gap={8} wrap>
              <div>
                {editing && (
                  <Popconfirm
                    title="Delete this product?"
                    description="Products with stock history are archived, not erased."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={remove}
                  >
                    <Button danger>Delete</Button>
                  </Popconfirm>
                )}
              </div>
              <Flex gap={8}>
                <Button onClick={onClose}>Cancel</Button>
                <Button
                  type="primary"
                  loading={isSubmitting}
                  disabled={editing && !dirty}
                  onClick={() => handleSubmit()}
                >
                  {editing ? 'Save Changes' : 'Add Product'}
                </Button>
              </Flex>
            </Flex>
          }
        >
          <Form layout="vertical" component="div">
            <FormField name="name" label="Product name" required>
              <Input maxLength={PRODUCT_LIMITS.name} autoComplete="off" />
            </FormField>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <FormField name="category" label="Category" required>
                  <Select
                    options={categoryOptions}
                    placeholder="Select category"
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </FormField>
              </Col>
              <Col xs={24} sm={12}>
                <FormField name="size" label="Size">
                  <SizeSelect
                    options={SIZE_OPTIONS}
                    placeholder="Select size"
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </FormField>
              </Col>
              {values.size === 'Custom' && (
                <Col xs={24} sm={12}>
                  <FormField name="customSize" label="Custom size" help="e.g. 1.5L, 16oz, 330ml">
                    <CustomSizeInput maxLength={PRODUCT_LIMITS.size} autoComplete="off" />
                  </FormField>
                </Col>
              )}
              <Col xs={24} sm={12}>
                <FormField
                  name="sizeInOz"
                  label="Size in oz"
                  help={
                    values.size && !values.sizeInOz
                      ? 'Unknown'
                      : values.size === 'Custom'
                        ? 'Computed from the size; correct it if needed'
                        : 'Computed from the size'
                  }
                >
                  <InputNumber
                    min={0}
                    step={0.01}
                    style={{ width: '100%' }}
                    disabled={values.size !== 'Custom'}
                  />
                </FormField>
              </Col>
            </Row>
            <Row gutter={12}>
              <Col xs={12} sm={8}>
                <FormField name="caseSize" label="Case size">
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField
                  name="currentStock"
                  label="Current stock"
                  help={editing ? 'A change is recorded in the product history' : undefined}
                >
                  <InputNumber min={0} step={1} style={{ width: '100%' }} />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="reorderLevel" label="Reorder level">
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="parLevel" label="Par level">
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="unitCost" label="Unit cost (per bottle)">
                  <MoneyInput placeholder="Unknown" />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="caseCost" label="Case cost">
                  <MoneyInput />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="fullWeightGrams" label="Full bottle (g)">
                  <InputNumber min={0} precision={1} style={{ width: '100%' }} />
                </FormField>
              </Col>
              <Col xs={12} sm={8}>
                <FormField name="emptyWeightGrams" label="Empty bottle (g)">
                  <InputNumber min={0} precision={1} style={{ width: '100%' }} />
                </FormField>
              </Col>
            </Row>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <FormField name="barcode" label="Barcode">
                  <Input maxLength={PRODUCT_LIMITS.barcode} autoComplete="off" />
                </FormField>
              </Col>
              <Col xs={24} sm={12}>
                <FormField name="vendorId" label="Preferred vendor">
                  <Select
                    options={vendorOptions}
                    loading={vendors.isLoading}
                    placeholder="Select vendor"
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    notFoundContent={vendors.error ? 'Could not load vendors' : undefined}
                  />
                </FormField>
              </Col>
            </Row>
          </Form>
        </Modal>
      )}
    </Formik>
  )
}
