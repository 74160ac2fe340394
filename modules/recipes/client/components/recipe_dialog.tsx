import { useCallback, useMemo, useState, type ChangeEvent } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Row,
  Typography,
} from 'antd'
import { CalculatorOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { FieldArray, Formik, getIn, useFormikContext, type FormikHelpers } from 'formik'
import * as yup from 'yup'
import { api } from '@shell/api/client'
import { MoneyInput } from '@shell/components/money_input'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { formatMoney } from '@shell/format/money'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { productLabel, productSearch } from '@modules/inventory/shared/product_search'
import { SearchSelect } from '@shell/components/search_select'
import { parseAmount } from '@modules/recipes/shared/parse_amount'
import {
  menuPriceFigures,
  recipeCost,
  type CostIngredient,
  type RecipeCost,
} from '@modules/recipes/shared/recipe_cost'
import { RECIPE_LIMITS, RECIPE_MESSAGES } from '@modules/recipes/shared/recipe_rules'
import type { ProductOption, Recipe } from '../api'

interface IngredientValues {
  /** Stable React key for the row. */
  key: string
  productId: number | undefined
  amount: string
  amountInOz: number | null
  isWholeBottle: boolean
}

interface RecipeValues {
  name: string
  instructions: string
  profitMargin: number | null
  menuPrice: number | null
  ingredients: IngredientValues[]
}

interface Props {
  /** Absent for Create Recipe. */
  recipe?: Recipe
  onClose: () => void
  onSaved: () => void
}

/** What the dialog knows about a product for labelling and pricing a row. */
interface PricedProduct {
  name: string
  label: string
  unitCost: string | null
  sizeInOz: number | null
}

let nextKey = 0
const newKey = () => `row-${(nextKey += 1)}`

const emptyRow = (): IngredientValues => ({
  key: newKey(),
  productId: undefined,
  amount: '',
  amountInOz: null,
  isWholeBottle: false,
})

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(RECIPE_MESSAGES.nameRequired)
    .max(RECIPE_LIMITS.name, `At most ${RECIPE_LIMITS.name} characters`),
  instructions: yup
    .string()
    .max(RECIPE_LIMITS.instructions, `At most ${RECIPE_LIMITS.instructions} characters`),
  profitMargin: yup
    .number()
    .nullable()
    .min(RECIPE_LIMITS.minProfitMargin, 'Must be -999.99 or more')
    .max(RECIPE_LIMITS.maxProfitMargin, 'Must be 999.99 or less'),
  menuPrice: yup
    .number()
    .nullable()
    .min(0.01, 'Must be above 0')
    .max(RECIPE_LIMITS.maxMoney, 'Too large'),
  ingredients: yup
    .array()
    .of(
      yup.object({
        productId: yup.number().required(RECIPE_MESSAGES.productRequired),
        amount: yup
          .string()
          .trim()
          .required(RECIPE_MESSAGES.amountRequired)
          .max(RECIPE_LIMITS.amount, `At most ${RECIPE_LIMITS.amount} characters`),
        amountInOz: yup
          .number()
          .nullable()
          .min(0, 'Must be 0 or more')
          .max(RECIPE_LIMITS.maxAmountInOz, 'Too large'),
      })
    )
    .min(1, RECIPE_MESSAGES.ingredientsRequired)
    .max(RECIPE_LIMITS.ingredients, `At most ${RECIPE_LIMITS.ingredients} ingredients`),
})

function initialValues(recipe: Recipe | undefined): RecipeValues {
  if (!recipe) {
    return {
      name: '',
      instructions: '',
      profitMargin: null,
      menuPrice: null,
      ingredients: [emptyRow()],
    }
  }
  return {
    name: recipe.name,
    instructions: recipe.instructions ?? '',
    profitMargin:
      recipe.menuPrice || recipe.profitMargin === null ? null : Number(recipe.profitMargin),
    menuPrice: recipe.menuPrice === null ? null : Number(recipe.menuPrice),
    ingredients: recipe.ingredients.map((ingredient) => ({
      key: newKey(),
      productId: ingredient.productId,
      amount: ingredient.amount,
      amountInOz: ingredient.amountInOz,
      isWholeBottle: ingredient.isWholeBottle,
    })),
  }
}

/**
 * The products the rows name: the recipe's own as the server priced them,
 * then each product as it is picked from a search answer.
 */
function usePricedProducts(recipe: Recipe | undefined) {
  const [byId, setById] = useState(() => {
    const initial = new Map<number, PricedProduct>()
    for (const ingredient of recipe?.ingredients ?? []) {
      initial.set(ingredient.productId, {
        name: ingredient.productName,
        label: productLabel({ name: ingredient.productName, size: ingredient.productSize }),
        unitCost: ingredient.productUnitCost,
        sizeInOz: ingredient.productSizeInOz,
      })
    }
    return initial
  })
  const remember = useCallback((product: ProductOption) => {
    setById((current) =>
      new Map(current).set(product.id, {
        name: product.name,
        label: productLabel(product),
        unitCost: product.unitCost,
        sizeInOz: product.sizeInOz,
      })
    )
  }, [])
  return [byId, remember] as const
}

/** The shared cost rule over the rows that name a product. */
function costOf(rows: IngredientValues[], products: Map<number, PricedProduct>): RecipeCost {
  const inputs: CostIngredient[] = rows.flatMap((row) => {
    if (row.productId === undefined) return []
    const product = products.get(row.productId)
    return [
      {
        productName: product?.name ?? `Product #${row.productId}`,
        unitCost: product?.unitCost ?? null,
        sizeInOz: product?.sizeInOz ?? null,
        amountInOz: row.amountInOz,
        isWholeBottle: row.isWholeBottle,
      },
    ]
  })
  return recipeCost(inputs)
}

/** The amount text; typing it fills amount in oz and whole bottle with the shared parser. */
function AmountInput({
  index,
  onChange,
  ...props
}: {
  index: number
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  id?: string
  value?: string
  status?: 'error'
  onBlur?: () => void
}) {
  const { setFieldValue } = useFormikContext<RecipeValues>()
  return (
    <Input
      {...props}
      maxLength={RECIPE_LIMITS.amount}
      placeholder="2 oz, 30 ml, 1 bottle"
      autoComplete="off"
      onChange={(event) => {
        onChange?.(event)
        const parsed = parseAmount(event.target.value)
        void setFieldValue(`ingredients.${index}.amountInOz`, parsed.amountInOz)
        void setFieldValue(`ingredients.${index}.isWholeBottle`, parsed.isWholeBottle)
      }}
    />
  )
}

function IngredientRows({
  pricedProducts,
  onPick,
}: {
  pricedProducts: Map<number, PricedProduct>
  onPick: (product: ProductOption) => void
}) {
  const { values, errors, submitCount } = useFormikContext<RecipeValues>()
  const listError = getIn(errors, 'ingredients')
  /* Side by side, a blank label keeps the checkbox and button level with the fields; stacked it only adds space. */
  const spacer = Grid.useBreakpoint().md ? ' ' : undefined
  return (
    <FieldArray name="ingredients">
      {({ push, remove }) => (
        <div>
          <Typography.Title level={5}>Ingredients</Typography.Title>
          {values.ingredients.map((row, index) => {
            const label = `Ingredient ${index + 1}`
            return (
              <div
                key={row.key}
                role="group"
                aria-label={label}
                style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', marginBottom: 12 }}
              >
                <Row gutter={8} align="top">
                  <Col xs={24} md={9}>
                    <FormField name={`ingredients.${index}.productId`} label="Product" required>
                      <SearchSelect<ProductOption>
                        source={productSearch}
                        onPick={onPick}
                        selectedLabel={
                          row.productId === undefined
                            ? undefined
                            : pricedProducts.get(row.productId)?.label
                        }
                      />
                    </FormField>
                  </Col>
                  <Col xs={12} md={5}>
                    <FormField name={`ingredients.${index}.amount`} label="Amount" required>
                      <AmountInput index={index} />
                    </FormField>
                  </Col>
                  <Col xs={12} md={4}>
                    <FormField name={`ingredients.${index}.amountInOz`} label="Amount in oz">
                      <InputNumber min={0} step={0.25} precision={3} style={{ width: '100%' }} />
                    </FormField>
                  </Col>
                  <Col xs={18} md={4}>
                    <FormField
                      name={`ingredients.${index}.isWholeBottle`}
                      label={spacer}
                      valuePropName="checked"
                    >
                      <Checkbox>Whole bottle</Checkbox>
                    </FormField>
                  </Col>
                  <Col xs={6} md={2} style={{ textAlign: 'end' }}>
                    <Form.Item label={spacer}>
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={`Remove ingredient ${index + 1}`}
                        onClick={() => remove(index)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            )
          })}
          {typeof listError === 'string' && submitCount > 0 && (
            <Alert type="error" showIcon title={listError} style={{ marginBottom: 12 }} />
          )}
          <Button
            icon={<PlusOutlined />}
            onClick={() => push(emptyRow())}
            disabled={values.ingredients.length >= RECIPE_LIMITS.ingredients}
          >
            Add Ingredient
          </Button>
        </div>
      )}
    </FieldArray>
  )
}

export function RecipeDialog({ recipe, onClose, onSaved }: Props) {
  const toast = useToast()
  const editing = recipe !== undefined
  const [pricedProducts, rememberProduct] = usePricedProducts(recipe)
  const initial = useMemo(() => initialValues(recipe), [recipe])
  /* Beside the cost field the button needs a blank label to line up; stacked it does not. */
  const buttonLabel = Grid.useBreakpoint().sm ? ' ' : undefined

  const submit = async (values: RecipeValues, { setErrors }: FormikHelpers<RecipeValues>) => {
    const cost = costOf(values.ingredients, pricedProducts)
    const figures = menuPriceFigures(cost.total, values.menuPrice)
    const payload = {
      name: values.name.trim(),
      instructions: values.instructions.trim() || null,
      costPerServing: cost.total,
      profitMargin: values.menuPrice ? (figures?.profitMargin ?? null) : values.profitMargin,
      menuPrice: values.menuPrice,
      ingredients: values.ingredients.map((row) => ({
        productId: row.productId,
        amount: row.amount.trim(),
        amountInOz: row.amountInOz,
        isWholeBottle: row.isWholeBottle,
      })),
    }
    try {
      if (editing) {
        await api('PUT', `/api/recipes/${recipe.id}`, payload)
        toast({ title: 'Recipe updated successfully', variant: 'success' })
      } else {
        await api('POST', '/api/recipes', payload)
        toast({ title: 'Recipe created successfully', variant: 'success' })
      }
      onSaved()
    } catch (error) {
      applyServerErrors<RecipeValues>(error, setErrors)
      toast({
        title: 'Error',
        description: failureDescription(
          editing ? 'Failed to update recipe' : 'Failed to create recipe',
          error
        ),
        variant: 'error',
      })
    }
  }

  return (
    <Formik<RecipeValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ values, handleSubmit, isSubmitting }) => {
        const cost = costOf(values.ingredients, pricedProducts)
        const figures = menuPriceFigures(cost.total, values.menuPrice)
        const calculate = () => {
          toast({
            title: 'Cost Calculated',
            description: (
              <>
                <div>
                  Estimated cost per serving:{' '}
                  {cost.total === null ? 'N/A' : formatMoney(cost.total)}
                </div>
                {!cost.complete && <div>Incomplete: {cost.reasons.join('; ')}</div>}
              </>
            ),
            variant: cost.complete ? 'success' : 'info',
          })
        }
        return (
          <Modal
            open
            width={820}
            title={editing ? 'Edit Recipe' : 'Create Recipe'}
            onCancel={onClose}
            destroyOnHidden
            footer={
              <Flex justify="flex-end" gap={8} wrap>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="primary" loading={isSubmitting} onClick={() => handleSubmit()}>
                  {editing ? 'Save Changes' : 'Create Recipe'}
                </Button>
              </Flex>
            }
          >
            <Form layout="vertical" component="div">
              <FormField name="name" label="Name" required>
                <Input maxLength={RECIPE_LIMITS.name} autoComplete="off" />
              </FormField>
              <FormField name="instructions" label="Instructions">
                <Input.TextArea rows={3} maxLength={RECIPE_LIMITS.instructions} />
              </FormField>
              <IngredientRows pricedProducts={pricedProducts} onPick={rememberProduct} />
              <Row gutter={12} align="bottom" style={{ marginTop: 16 }}>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item
                    label="Cost per serving"
                    htmlFor="costPerServing"
                    help={cost.complete ? 'From the ingredients' : `Incomplete: ${cost.reasons[0]}`}
                  >
                    <Input
                      id="costPerServing"
                      readOnly
                      value={cost.total === null ? 'N/A' : formatMoney(cost.total)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item label={buttonLabel}>
                    <Button icon={<CalculatorOutlined />} onClick={calculate} block>
                      Calculate Cost
                    </Button>
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <FormField
                    name="menuPrice"
                    label="Menu price"
                    help={figures ? `Pour cost ${figures.pourCostPercent}%` : 'Optional'}
                  >
                    <MoneyInput step={0.25} />
                  </FormField>
                </Col>
                <Col xs={12} md={6}>
                  {values.menuPrice ? (
                    <Form.Item
                      label="Profit margin"
                      htmlFor="profitMargin"
                      help="From the menu price"
                    >
                      <Input
                        id="profitMargin"
                        readOnly
                        value={figures ? `${figures.profitMargin}%` : 'N/A'}
                      />
                    </Form.Item>
                  ) : (
                    <FormField name="profitMargin" label="Profit margin">
                      <InputNumber
                        min={RECIPE_LIMITS.minProfitMargin}
                        max={RECIPE_LIMITS.maxProfitMargin}
                        step={0.5}
                        precision={2}
                        suffix="%"
                        style={{ width: '100%' }}
                      />
                    </FormField>
                  )}
                </Col>
              </Row>
            </Form>
          </Modal>
        )
      }}
    </Formik>
  )
}
