import { lazy, Suspense } from 'react'
import type { ImportResult } from '../../api'
import type { InventoryDialog } from './dialogs'

/*
 * Dialogs open on a click: their code (antd Modal, Form, inputs, the
 * scanner) loads then, so the list shows without it (DESIGN §10 route budget).
 */
const AdjustStockDialog = lazy(() =>
  import('../../components/adjust_stock_dialog').then((m) => ({ default: m.AdjustStockDialog }))
)
const BarcodeScanner = lazy(() =>
  import('@shell/components/barcode_scanner').then((m) => ({ default: m.BarcodeScanner }))
)
const HistoryDrawer = lazy(() =>
  import('../../components/history_drawer').then((m) => ({ default: m.HistoryDrawer }))
)
const ImportDialog = lazy(() =>
  import('../../components/import_dialog').then((m) => ({ default: m.ImportDialog }))
)
const ProductDialog = lazy(() =>
  import('../../components/product_dialog').then((m) => ({ default: m.ProductDialog }))
)
const ChooseAdjustDialog = lazy(() =>
  import('./choose_adjust_dialog').then((m) => ({ default: m.ChooseAdjustDialog }))
)
const UnknownBarcodeDialog = lazy(() =>
  import('./unknown_barcode_dialog').then((m) => ({ default: m.UnknownBarcodeDialog }))
)

/** The one dialog the page has open (from `useDialog`), if any. */
export function InventoryDialogs(props: Parameters<typeof OpenDialog>[0]) {
  return (
    <Suspense fallback={null}>
      <OpenDialog {...props} />
    </Suspense>
  )
}

function OpenDialog({
  dialog,
  manager,
  open,
  close,
  onSaved,
  onImported,
  onBarcode,
  clearSearch,
}: {
  dialog: InventoryDialog | null
  manager: boolean
  open: (dialog: InventoryDialog) => void
  close: () => void
  /** After a save: closes the dialog and refreshes the lists. */
  onSaved: () => void
  onImported: (result: ImportResult) => void
  onBarcode: (code: string) => void
  clearSearch: () => void
}) {
  switch (dialog?.kind) {
    case 'add':
      return <ProductDialog barcode={dialog.barcode} onClose={close} onSaved={onSaved} />
    case 'edit':
      return <ProductDialog product={dialog.product} onClose={close} onSaved={onSaved} />
    case 'adjust':
      return <AdjustStockDialog product={dialog.product} onClose={close} onSaved={onSaved} />
    case 'choose-adjust':
      return (
        <ChooseAdjustDialog
          onClose={close}
          onPick={(product) => open({ kind: 'adjust', product })}
        />
      )
    case 'history':
      return <HistoryDrawer product={dialog.product} onClose={close} />
    case 'import':
      return (
        <ImportDialog
          onClose={close}
          onImported={(result) => {
            onImported(result)
            onSaved()
          }}
        />
      )
    case 'scan':
      return <BarcodeScanner onClose={close} onDetected={onBarcode} />
    case 'unknown-barcode':
      return (
        <UnknownBarcodeDialog
          code={dialog.code}
          manager={manager}
          onClose={close}
          onCreate={() => {
            clearSearch()
            open({ kind: 'add', barcode: dialog.code })
          }}
        />
      )
    case undefined:
      return null
  }
}
