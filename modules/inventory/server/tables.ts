/** The tables the inventory module owns. */
export const PRODUCTS_TABLE = 'products'
export const ADJUSTMENTS_TABLE = 'inventory_adjustments'
export const PRODUCT_COST_HISTORY_TABLE = 'product_cost_history'
export const IMPORT_MAPPINGS_TABLE = 'product_import_mappings'
