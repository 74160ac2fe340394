import { useMemo, useState } from 'react'
import { Form, InputNumber, Modal, Radio, Select } from 'antd'
import { useDebouncedValue } from '@shell/hooks/use_debounced_value'
import { failureDescription } from '@shell/notifications/failure_description'
import { useToast } from '@shell/notifications/toaster'
import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  productLabel,
  productSearchView,
} from '@modules/inventory/shared/product_search'
import type { UnmappedItemJson } from '@modules/integrations/shared/sale_json'
import { mapItem, useProductOptions, useRecipeOptions } from '../api'

interface Props {
  item: UnmappedItemJson
  onClose: () => void
  onMapped: () => void
}

/** Maps a POS item to a recipe, or to a product poured straight (ounces per serving). */
export function MapItemDialog({ item, onClose, onMapped }: Props) {
  const toast = useToast()
  const [kind, setKind] = useState<'recipe' | 'product'>('recipe')
  const [recipeId, setRecipeId] = useState<number>()
  const [productId, setProductId] = useState<number>()
  const [productName, setProductName] = useState<string>()
  const [pourOz, setPourOz] = useState<number | null>(1.5)
  const [typed, setTyped] = useState('')
  const [saving, setSaving] = useState(false)
  const recipes = useRecipeOptions()
  const search = useDebouncedValue(typed.trim(), PRODUCT_SEARCH_DEBOUNCE_MS)
  const products = useProductOptions(search)
  const productView = useMemo(
    () =>
      productSearchView({
        typed,
        search,
        found: products.data,
        failed: Boolean(products.error),
        validating: products.isValidating,
        value: productId,
        selectedLabel: productName,
      }),
    [typed, search, products.data, products.error, products.isValidating, productId, productName]
  )
  const label = [item.posItemName ?? item.itemKey, item.posVariation].filter(Boolean).join(' · ')
  const ready = kind === 'recipe' ? Boolean(recipeId) : Boolean(productId && pourOz)

  const save = async () => {
    setSaving(true)
    try {
      const answer = await mapItem(
        kind === 'recipe'
          ? { itemKey: item.itemKey, recipeId }
          : { itemKey: item.itemKey, productId, pourOz: pourOz ?? undefined }
      )
      toast({
        title: 'Item mapped',
        description: `${label}: ${answer.processed} queued sales processed`,
        variant: 'success',
      })
      onMapped()
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to map the item', error),
        variant: 'error',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open
      title={`Map ${label}`}
      okText="Map Item"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Sold as">
          <Radio.Group
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            options={[
              { value: 'recipe', label: 'A recipe' },
              { value: 'product', label: 'A straight pour' },
            ]}
          />
        </Form.Item>
        {kind === 'recipe' ? (
          <Form.Item label="Recipe" htmlFor="map-recipe">
            <Select
              id="map-recipe"
              aria-label="Recipe"
              placeholder="Search recipes"
              value={recipeId}
              onChange={setRecipeId}
              loading={recipes.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              options={(recipes.data ?? []).map((recipe) => ({
                value: recipe.id,
                label: recipe.name,
              }))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item label="Product" htmlFor="map-product">
              <Select
                id="map-product"
                aria-label="Product"
                placeholder="Search products"
                value={productId}
                onChange={(next: number) => {
                  const picked = products.data?.find((product) => product.id === next)
                  if (picked) setProductName(productLabel(picked))
                  setProductId(next)
                  setTyped('')
                }}
                loading={productView.searching}
                options={productView.options}
                showSearch={{ filterOption: false, onSearch: setTyped }}
                notFoundContent={productView.emptyText}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="Ounces per serving" htmlFor="map-pour">
              <InputNumber
                id="map-pour"
                min={0.001}
                max={1000}
                step={0.25}
                value={pourOz}
                onChange={setPourOz}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  )
}
