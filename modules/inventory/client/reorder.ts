import { clientModules } from '@shell/modules/registry'

/**
 * Reorder opens a new purchase order prefilled with the product, its
 * preferred vendor and a quantity up to par; that screen belongs to the
 * purchasing module, so the link exists only where it is installed.
 */
export function purchasingInstalled(): boolean {
  return clientModules.some((module) => module.name === 'purchasing')
}

export const reorderPath = (productId: number) => `/purchase-orders?reorder=${productId}`
