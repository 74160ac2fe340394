/** The tables the inventory module owns. */
export const PRODUCTS_TABLE = 'products'
export const ADJUSTMENTS_TABLE = 'inventory_adjustments'
