import type { Product } from '../../api'

/** Every dialog the inventory page can show; `useDialog` keeps at most one open. */
export type InventoryDialog =
  | { kind: 'add'; barcode?: string }
  | { kind: 'edit'; product: Product }
  | { kind: 'adjust'; product: Product }
  | { kind: 'history'; product: Product }
  | { kind: 'import' }
  | { kind: 'scan' }
  | { kind: 'unknown-barcode'; code: string }
  | { kind: 'choose-adjust' }

/** Managers edit the product they picked; staff adjust its stock. */
export function productDialog(manager: boolean, product: Product): InventoryDialog {
  return manager ? { kind: 'edit', product } : { kind: 'adjust', product }
}
