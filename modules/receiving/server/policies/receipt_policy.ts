import type { Role } from '#app/auth/roles'
import { roleAtLeast } from '#app/auth/roles'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'

/**
 * Staff receive shipments (SPEC §7); changing what was already received
 * (an adjustment) is a manager's call. The route admits staff, so the rule
 * is checked once the action knows the order has been received.
 */
export function authorizeReceiptAdjustment(user: { role: Role }) {
  if (!roleAtLeast(user.role, 'manager')) {
    throw new ForbiddenException('Adjusting a received order needs the manager role')
  }
}
