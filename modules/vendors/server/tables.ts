/** The tables the vendors module owns. */
export const VENDORS_TABLE = 'vendors'
