/** A complete, valid POST /api/products body for the products specs. */
export const VALID = {
  name: 'Grey Goose Vodka',
  category: 'Vodka',
  size: '750ml',
  caseSize: 6,
  currentStock: 8,
  reorderLevel: 4,
  unitCost: '29.99',
  caseCost: 174,
}
