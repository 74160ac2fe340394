/**
 * Messages and limits the order dialog and the server validator share, so
 * both refuse the same input with the same words (SPEC §5, §8).
 */
export const ORDER_MESSAGES = {
  noItems: 'Please add at least one product to the order',
  vendorRequired: 'Please select a vendor',
  vendorMissing: 'The selected vendor does not exist',
  productRequired: 'Please select a product',
  productMissing: 'The selected product does not exist',
  nothingToOrder: 'Enter cases or bottles to order',
  notNegative: 'Must be 0 or more',
  totalTooLarge: 'The order total is too large',
} as const

export const ORDER_LIMITS = {
  /* GET /api/purchase-orders?page&pageSize: the orders screen shows 20, the dashboard 3. */
  defaultPageSize: 20,
  maxPageSize: 100,
  notes: 2000,
  maxItems: 200,
  maxCases: 100_000,
  maxBottles: 1_000_000,
  maxMoney: 99_999_999.99,
} as const
