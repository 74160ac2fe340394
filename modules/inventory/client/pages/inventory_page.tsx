import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import { useSearchParams } from 'react-router'
import { Button, Card, Col, Flex, Grid, Modal, Row, Select, Space, Typography } from 'antd'
import { BarcodeOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { api, ApiError, request } from '@shell/api/client'
import { useCurrentUser } from '@shell/auth/auth_context'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { roleAllows } from '@shell/modules/registry'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import {
  productPageKey,
  useInventorySummary,
  useProductCategories,
  useProductPage,
  useRevalidateInventory,
  type ImportResult,
  type Product,
  type ProductPageQuery,
} from '../api'
import type { ProductPageJson } from '@modules/inventory/shared/product_json'
import { ProductTable, type RowAction } from '../components/product_table'
import { SearchBox } from '../components/search_box'
import {
  ALL,
  RECIPE_FILTER_OPTIONS,
  SORT_LABELS,
  STOCK_FILTER_OPTIONS,
  isRecipeFilter,
  isStockFilter,
  type ProductSort,
  type RecipeFilter,
  type SortField,
  type StockFilter,
} from '../product_filters'
import { recipesInstalled, useProductsInRecipes } from '../recipe_usage'
import { purchasingInstalled } from '../reorder'

/*
 * Dialogs open on a click: their code (antd Form, inputs, the scanner) loads
 * then, so the list shows without it (DESIGN §10 route budget).
 */
const AdjustStockDialog = lazy(() =>
  import('../components/adjust_stock_dialog').then((m) => ({ default: m.AdjustStockDialog }))
)
const BarcodeScanner = lazy(() =>
  import('@shell/components/barcode_scanner').then((m) => ({ default: m.BarcodeScanner }))
)
const HistoryDrawer = lazy(() =>
  import('../components/history_drawer').then((m) => ({ default: m.HistoryDrawer }))
)
const ImportDialog = lazy(() =>
  import('../components/import_dialog').then((m) => ({ default: m.ImportDialog }))
)
const ImportResults = lazy(() =>
  import('../components/import_results').then((m) => ({ default: m.ImportResults }))
)
const ProductDialog = lazy(() =>
  import('../components/product_dialog').then((m) => ({ default: m.ProductDialog }))
)

type Dialog =
  | { kind: 'add'; barcode?: string }
  | { kind: 'edit'; product: Product }
  | { kind: 'adjust'; product: Product }
  | { kind: 'history'; product: Product }
  | { kind: 'import' }
  | { kind: 'scan' }
  | { kind: 'unknown-barcode'; code: string }

/*
 * What a scanner types: one token with a digit in it. Plain words typed
 * into the search box followed by Enter stay a search.
 */
const BARCODE_PATTERN = /^(?=.*\d)[\x21-\x7E]{3,64}$/

const SHOW_RECIPES = recipesInstalled()

async function downloadExport() {
  const response = await request('GET', '/api/products/export')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'inventory_export.xlsx'
  document.body.append(link)
  link.click()
  link.remove()
  /* Revoke later: the browser reads the blob after the click returns. */
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** SPEC §2: the count of products needing recipe assignment; choosing it filters to them. */
function RecipeAssignment({
  count,
  failed,
  onRetry,
  onShow,
}: {
  count: number | null
  failed: boolean
  onRetry: () => void
  onShow: () => void
}) {
  if (failed) {
    return (
      <Typography.Text type="warning">
        Recipe use could not be loaded.{' '}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onRetry}>
          Retry
        </Button>
      </Typography.Text>
    )
  }
  if (count === null) return null
  const text = `${count} ${count === 1 ? 'product needs' : 'products need'} recipe assignment`
  return count === 0 ? (
    <Typography.Text type="secondary">{text}</Typography.Text>
  ) : (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onShow}>
      {text}
    </Button>
  )
}

export default function InventoryPage() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const canReorder = manager && purchasingInstalled()
  const compact = !Grid.useBreakpoint().md
  const cardStyles = compact ? { body: { padding: 12 } } : undefined
  const toast = useToast()
  const usage = useProductsInRecipes(SHOW_RECIPES)
  const revalidate = useRevalidateInventory()
  const [searchParams, setSearchParams] = useSearchParams()

  const [search, setSearch] = useState('')
  /* Bumped to empty the search box after a scan found its product. */
  const [searchBoxKey, setSearchBoxKey] = useState(0)
  const [category, setCategory] = useState(ALL)
  const stockParam = searchParams.get('stock')
  const stock: StockFilter = isStockFilter(stockParam) ? stockParam : 'all'
  const recipeParam = searchParams.get('recipes')
  const recipe: RecipeFilter = SHOW_RECIPES && isRecipeFilter(recipeParam) ? recipeParam : 'all'
  const [sort, setSort] = useState<ProductSort>({ field: 'name', direction: 'asc' })
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(50)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [importResult, setImportResult] = useState<ImportResult | null>(null)
  const [exporting, setExporting] = useState(false)

  /*
   * DESIGN §10: the server searches, filters, sorts and pages; the screen
   * holds one page. The recipe filter is sent only where recipes is
   * installed (that module lends the list the condition).
   */
  const query: ProductPageQuery = {
    page,
    pageSize,
    sort: sort.field,
    order: sort.direction,
    search,
    category,
    stock,
    ...(SHOW_RECIPES ? { recipe } : {}),
  }
  const { data: listed, error, isLoading, mutate } = useProductPage(query)
  const { data: categories } = useProductCategories()
  const { data: summary } = useInventorySummary()
  const unassigned = useSWR<ProductPageJson>(
    SHOW_RECIPES
      ? productPageKey({
          ...query,
          page: 1,
          pageSize: 1,
          search: '',
          category: ALL,
          stock: 'all',
          recipe: 'unused',
        })
      : null
  )
  const needingRecipe = unassigned.data ? unassigned.data.total : null
  const total = listed?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  /* A deletion or import can leave the page past the end: step back to the last one. */
  useEffect(() => {
    if (listed && page > lastPage) setPage(lastPage)
  }, [listed, page, lastPage])

  /* Stock and recipe filters live in the address, so the dashboard can link to them. */
  const setFilterParam = (name: 'stock' | 'recipes', next: StockFilter | RecipeFilter) => {
    setPage(1)
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete(name)
        else params.set(name, next)
        return params
      },
      { replace: true }
    )
  }

  /*
   * The dashboard links here with ?add=1, ?edit=<id> or ?adjust=<id> (staff);
   * the parameter opens the dialog once and is then dropped from the address.
   */
  const addParam = searchParams.has('add')
  const editParam = searchParams.get('edit') ?? searchParams.get('adjust')
  useEffect(() => {
    if (!addParam && !editParam) return
    if (addParam) {
      if (manager) setDialog({ kind: 'add' })
    } else if (editParam) {
      api<Product>('GET', `/api/products/${encodeURIComponent(editParam)}`).then(
        (product) => setDialog(manager ? { kind: 'edit', product } : { kind: 'adjust', product }),
        () => toast({ title: 'Product not found', variant: 'error' })
      )
    }
    setSearchParams(
      (params) => {
        for (const name of ['add', 'edit', 'adjust']) params.delete(name)
        return params
      },
      { replace: true }
    )
  }, [addParam, editParam, manager, toast, setSearchParams])

  const closeDialog = useCallback(() => setDialog(null), [])
  const saved = useCallback(() => {
    setDialog(null)
    void revalidate()
  }, [revalidate])

  const openByBarcode = useCallback(
    async (code: string) => {
      try {
        const product = await api<Product>(
          'GET',
          `/api/products/barcode/${encodeURIComponent(code)}`
        )
        setSearch('')
        setSearchBoxKey((key) => key + 1)
        setDialog(manager ? { kind: 'edit', product } : { kind: 'adjust', product })
      } catch (lookupError) {
        if (lookupError instanceof ApiError && lookupError.status === 404) {
          setDialog({ kind: 'unknown-barcode', code })
          return
        }
        toast({
          title: 'Error',
          description: failureDescription('Failed to look up the barcode', lookupError),
          variant: 'error',
        })
      }
    },
    [manager, toast]
  )

  const onExport = async () => {
    setExporting(true)
    try {
      await downloadExport()
      toast({ title: 'Export Complete', variant: 'success' })
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to export inventory data',
        variant: 'error',
      })
    } finally {
      setExporting(false)
    }
  }

  const onSearch = useCallback((text: string) => {
    setSearch(text)
    setPage(1)
  }, [])
  const onEnter = useCallback(
    (text: string) => {
      if (BARCODE_PATTERN.test(text)) void openByBarcode(text)
    },
    [openByBarcode]
  )
  const onSort = useCallback((field: SortField) => {
    setPage(1)
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' }
    )
  }, [])
  const onPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1)
      setPageSize(nextSize)
    },
    [pageSize]
  )
  const onAction = useCallback(
    (kind: RowAction, product: Product) => setDialog({ kind, product }),
    []
  )

  return (
    <>
      <PageHeader
        title="Inventory Management"
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
              Export Excel
            </Button>
            {manager && (
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                Import Excel
              </Button>
            )}
            {manager && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'add' })}
              >
                Add Product
              </Button>
            )}
          </>
        }
      />

      <Card style={{ marginBottom: 16 }} styles={cardStyles}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={SHOW_RECIPES ? 24 : 12} xl={12}>
            <Space.Compact style={{ width: '100%' }}>
              <SearchBox key={searchBoxKey} onSearch={onSearch} onEnter={onEnter} />
              <Button icon={<BarcodeOutlined />} onClick={() => setDialog({ kind: 'scan' })}>
                Scan barcode
              </Button>
            </Space.Compact>
          </Col>
          <Col xs={12} md={SHOW_RECIPES ? 8 : 6} xl={SHOW_RECIPES ? 4 : 6}>
            <Select
              aria-label="Category filter"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={category}
              onChange={(next) => {
                setCategory(next)
                setPage(1)
              }}
              options={[
                { value: ALL, label: 'All Categories' },
                ...(categories ?? []).map((name) => ({ value: name, label: name })),
              ]}
            />
          </Col>
          <Col xs={12} md={SHOW_RECIPES ? 8 : 6} xl={SHOW_RECIPES ? 4 : 6}>
            <Select
              aria-label="Stock level filter"
              style={{ width: '100%' }}
              value={stock}
              onChange={(next) => setFilterParam('stock', next)}
              options={STOCK_FILTER_OPTIONS}
            />
          </Col>
          {SHOW_RECIPES && (
            <Col xs={24} md={8} xl={4}>
              <Select
                aria-label="Recipe status filter"
                style={{ width: '100%' }}
                value={recipe}
                onChange={(next) => setFilterParam('recipes', next)}
                options={RECIPE_FILTER_OPTIONS}
              />
            </Col>
          )}
        </Row>
      </Card>

      {importResult && (
        <Suspense fallback={null}>
          <ImportResults result={importResult} onClose={() => setImportResult(null)} />
        </Suspense>
      )}

      {error && <LoadError error={error} onRetry={() => void mutate()} />}

      {(listed || !error) && (
        <Card styles={cardStyles}>
          <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Text>
              Showing {total} of {summary?.totalItems ?? total} products
            </Typography.Text>
            {SHOW_RECIPES && (
              <RecipeAssignment
                count={needingRecipe}
                failed={Boolean(usage.error || unassigned.error)}
                onRetry={() => {
                  usage.retry()
                  void unassigned.mutate()
                }}
                onShow={() => setFilterParam('recipes', 'unused')}
              />
            )}
            <Typography.Text type="secondary">
              Sorted by {SORT_LABELS[sort.field]},{' '}
              {sort.direction === 'asc' ? 'ascending' : 'descending'}
            </Typography.Text>
          </Flex>
          <ProductTable
            rows={listed?.rows ?? []}
            total={total}
            loading={isLoading}
            page={Math.min(page, lastPage)}
            pageSize={pageSize}
            sort={sort}
            compact={compact}
            canEdit={manager}
            canReorder={canReorder}
            inRecipes={usage.used}
            onSort={onSort}
            onPage={onPage}
            onAction={onAction}
          />
        </Card>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <ProductDialog barcode={dialog.barcode} onClose={closeDialog} onSaved={saved} />
        )}
        {dialog?.kind === 'edit' && (
          <ProductDialog product={dialog.product} onClose={closeDialog} onSaved={saved} />
        )}
        {dialog?.kind === 'adjust' && (
          <AdjustStockDialog product={dialog.product} onClose={closeDialog} onSaved={saved} />
        )}
        {dialog?.kind === 'history' && (
          <HistoryDrawer product={dialog.product} onClose={closeDialog} />
        )}
        {dialog?.kind === 'import' && (
          <ImportDialog
            onClose={closeDialog}
            onImported={(result) => {
              setImportResult(result)
              saved()
            }}
          />
        )}
        {dialog?.kind === 'scan' && (
          <BarcodeScanner onClose={closeDialog} onDetected={(code) => void openByBarcode(code)} />
        )}
      </Suspense>
      {dialog?.kind === 'unknown-barcode' && (
        <Modal
          open
          title="Unknown barcode"
          onCancel={closeDialog}
          footer={
            manager ? (
              <Flex justify="flex-end" gap={8}>
                <Button onClick={closeDialog}>Cancel</Button>
                <Button
                  type="primary"
                  onClick={() => {
                    setSearchBoxKey((key) => key + 1)
                    setSearch('')
                    setDialog({ kind: 'add', barcode: dialog.code })
                  }}
                >
                  Create product
                </Button>
              </Flex>
            ) : (
              <Button onClick={closeDialog}>OK</Button>
            )
          }
        >
          <Typography.Paragraph>
            No product has the barcode <Typography.Text code>{dialog.code}</Typography.Text>.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {manager
              ? 'Create a product with this barcode?'
              : 'Ask a manager to add the product with this barcode.'}
          </Typography.Paragraph>
        </Modal>
      )}
    </>
  )
}
