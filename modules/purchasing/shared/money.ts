/*
 * Exact money lives in the kernel's shared code (backend/shared/money.ts),
 * which server, client and every module's shared/ rules import; these names
 * stay for code written against them.
 */
export {
  MAX_MONEY_CENTS,
  toCents,
  formatCents,
  toMoney as toMoneyString,
} from '../../../backend/shared/money.js'
