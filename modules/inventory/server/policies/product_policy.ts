import { roleAtLeast, type Role } from '#app/auth/roles'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { PRODUCT_FIELDS } from '#modules/inventory/server/validators/product_validators'

/**
 * Who may change a product. The route lets staff in because staff count
 * stock: they may send currentStock and nothing else a manager edits.
 */
export function authorizeProductUpdate(user: { role: Role }, body: Record<string, unknown>) {
  if (roleAtLeast(user.role, 'manager')) return
  const others = PRODUCT_FIELDS.filter((field) => field !== 'currentStock' && field in body)
  if (others.length > 0) {
    throw new ForbiddenException('Staff may only update the stock count (currentStock)')
  }
}
