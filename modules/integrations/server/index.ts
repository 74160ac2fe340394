/**
 * The integrations module's public API: recorded sales for reports. The
 * reads take whole business days from the daily rollup and only the
 * partial days at a range's edges from pos_data, so they stay fast at a
 * million lines (DESIGN §10).
 */
export type { SaleLineRead } from '#modules/integrations/shared/sale_json'
export {
  listSales,
  salePagesNewestFirst,
  salesByDay,
  salesTotals,
  topRecipes,
  type SalesRange,
} from '#modules/integrations/server/queries/sales_queries'
export { SALES_LEDGER_TYPE } from '#modules/integrations/server/services/sales_ledger'
export { POS_DATA_TABLE, SALES_DAILY_TABLE } from '#modules/integrations/server/tables'
