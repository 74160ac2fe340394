import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useCurrentUser } from '@shell/auth/auth_context'
import { LoadError } from '@shell/components/load_error'
import { PageHeader } from '@shell/components/page_header'
import { Panel } from '@shell/components/panel'
import { useDialog } from '@shell/hooks/use_dialog'
import { SCREEN, useMediaQuery } from '@shell/hooks/use_media_query'
import { roleAllows } from '@shell/modules/registry'
import { useRevalidateInventory, type ImportResult, type Product } from '../../api'
import { ProductTable, type RowAction } from '../../components/product_table'
import { recipesInstalled, useProductsInRecipes } from '../../recipe_usage'
import { purchasingInstalled } from '../../reorder'
import type { InventoryDialog } from './dialogs'
import { InventoryActions } from './inventory_actions'
import { InventoryDialogs } from './inventory_dialogs'
import { InventoryFilters } from './inventory_filters'
import { SummaryLine } from './summary_line'
import { useBarcodeLookup } from './use_barcode_lookup'
import { useLinkParams } from './use_link_params'
import { useProductQuery } from './use_product_query'

const ImportResults = lazy(() =>
  import('../../components/import_results').then((m) => ({ default: m.ImportResults }))
)

const SHOW_RECIPES = recipesInstalled()
const NO_ROWS: Product[] = []
/* A row is ~100 px high: 10 fill a 1,440 px-high window below the page's header and filters. */
const FIRST_SCREEN_ROWS = 10

export default function InventoryPage() {
  const user = useCurrentUser()
  const manager = roleAllows(user.role, 'manager')
  const canReorder = manager && purchasingInstalled()
  const compact = !useMediaQuery(SCREEN.md)
  const usage = useProductsInRecipes(SHOW_RECIPES)
  const revalidate = useRevalidateInventory()
  const list = useProductQuery(SHOW_RECIPES)
  const { listed, unassigned } = list
  /*
   * On a full load the first page is often here before the page renders
   * (ClientRoute.firstData). A phone first paints around a loading table
   * (its header is the Largest Contentful Paint on a slow CPU) and builds
   * the rows in a background render right after; a desktop draws the rows
   * a screen shows in the first render and the rest of the page in a
   * background render right after: its first row ~55 ms sooner than with
   * a loading table, and ~90 ms sooner again than with all 25 rows (bench,
   * 10k products). Later lists are deferred on both.
   */
  const rows = listed.data?.rows ?? NO_ROWS
  const firstScreen = useMemo(() => rows.slice(0, FIRST_SCREEN_ROWS), [rows])
  const shownRows = useDeferredValue(rows, compact ? NO_ROWS : firstScreen)
  const dialogs = useDialog<InventoryDialog>()
  const { open, close } = dialogs
  const [importResult, setImportResult] = useState<ImportResult | null>(null)
  useLinkParams(manager, open)
  const barcode = useBarcodeLookup(manager, open, list.clearSearch)

  const saved = useCallback(() => {
    close()
    void revalidate()
  }, [close, revalidate])
  const onAction = useCallback(
    (kind: RowAction, product: Product) => open({ kind, product }),
    [open]
  )

  return (
    <>
      <PageHeader
        title="Inventory Management"
        extra={
          <InventoryActions
            manager={manager}
            onImport={() => open({ kind: 'import' })}
            onAdd={() => open({ kind: 'add' })}
          />
        }
      />

      <InventoryFilters
        showRecipes={SHOW_RECIPES}
        compact={compact}
        searchBoxKey={list.searchBoxKey}
        category={list.category}
        stock={list.stock}
        recipe={list.recipe}
        onSearch={list.onSearch}
        onEnter={barcode.onEnter}
        onScan={() => open({ kind: 'scan' })}
        onCategory={list.changeCategory}
        onFilter={list.setFilterParam}
      />

      {importResult && (
        <Suspense fallback={null}>
          <ImportResults result={importResult} onClose={() => setImportResult(null)} />
        </Suspense>
      )}

      {listed.error && <LoadError error={listed.error} onRetry={() => void listed.mutate()} />}

      {(listed.data || !listed.error) && (
        <Panel compact={compact}>
          <SummaryLine
            total={list.total}
            sort={list.sort}
            recipes={
              SHOW_RECIPES
                ? {
                    count: unassigned.data ? unassigned.data.total : null,
                    failed: Boolean(usage.error || unassigned.error),
                    onRetry: () => {
                      usage.retry()
                      void unassigned.mutate()
                    },
                    onShow: () => list.setFilterParam('recipes', 'unused'),
                  }
                : undefined
            }
          />
          <ProductTable
            rows={shownRows}
            total={list.total}
            loading={listed.isLoading || (shownRows === NO_ROWS && rows !== NO_ROWS)}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            compact={compact}
            canEdit={manager}
            canReorder={canReorder}
            inRecipes={usage.used}
            onSort={list.onSort}
            onPage={list.onPage}
            onAction={onAction}
          />
        </Panel>
      )}

      <InventoryDialogs
        dialog={dialogs.current}
        manager={manager}
        open={open}
        close={close}
        onSaved={saved}
        onImported={setImportResult}
        onBarcode={(code) => void barcode.openByBarcode(code)}
        clearSearch={list.clearSearch}
      />
    </>
  )
}
