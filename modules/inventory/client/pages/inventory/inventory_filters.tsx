import { Button, Col, Row, Select, Space } from 'antd'
import { BarcodeOutlined } from '@ant-design/icons'
import { Panel } from '@shell/components/panel'
import { useProductCategories } from '../../api'
import { SearchBox } from '../../components/search_box'
import {
  ALL,
  RECIPE_FILTER_OPTIONS,
  STOCK_FILTER_OPTIONS,
  type RecipeFilter,
  type StockFilter,
} from '../../product_filters'

/** The filters panel: search (or scan), category, stock level and, with recipes, recipe status. */
export function InventoryFilters({
  showRecipes,
  compact,
  searchBoxKey,
  category,
  stock,
  recipe,
  onSearch,
  onEnter,
  onScan,
  onCategory,
  onFilter,
}: {
  showRecipes: boolean
  compact: boolean
  searchBoxKey: number
  category: string
  stock: StockFilter
  recipe: RecipeFilter
  onSearch: (text: string) => void
  onEnter: (text: string) => void
  onScan: () => void
  onCategory: (category: string) => void
  onFilter: (name: 'stock' | 'recipes', next: StockFilter | RecipeFilter) => void
}) {
  const { data: categories } = useProductCategories()
  return (
    <Panel compact={compact} style={{ marginBottom: 16 }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={showRecipes ? 24 : 12} xl={12}>
          <Space.Compact style={{ width: '100%' }}>
            <SearchBox key={searchBoxKey} onSearch={onSearch} onEnter={onEnter} />
            <Button icon={<BarcodeOutlined />} onClick={onScan}>
              Scan barcode
            </Button>
          </Space.Compact>
        </Col>
        <Col xs={12} md={showRecipes ? 8 : 6} xl={showRecipes ? 4 : 6}>
          <Select
            aria-label="Category filter"
            style={{ width: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            value={category}
            onChange={onCategory}
            options={[
              { value: ALL, label: 'All Categories' },
              ...(categories ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
        </Col>
        <Col xs={12} md={showRecipes ? 8 : 6} xl={showRecipes ? 4 : 6}>
          <Select
            aria-label="Stock level filter"
            style={{ width: '100%' }}
            value={stock}
            onChange={(next) => onFilter('stock', next)}
            options={STOCK_FILTER_OPTIONS}
          />
        </Col>
        {showRecipes && (
          <Col xs={24} md={8} xl={4}>
            <Select
              aria-label="Recipe status filter"
              style={{ width: '100%' }}
              value={recipe}
              onChange={(next) => onFilter('recipes', next)}
              options={RECIPE_FILTER_OPTIONS}
            />
          </Col>
        )}
      </Row>
    </Panel>
  )
}
