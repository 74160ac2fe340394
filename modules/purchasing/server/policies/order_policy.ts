import type { Role } from '#app/auth/roles'
import { roleAtLeast } from '#app/auth/roles'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'

/**
 * Who may change an order. Routes already require staff for reads and
 * manager for create and delete; a PUT is shared, because staff receive
 * shipments (SPEC §7): they may mark an order received, nothing else.
 */
export function authorizeOrderUpdate(user: { role: Role }, status: string | null) {
  if (status !== 'received' && !roleAtLeast(user.role, 'manager')) {
    throw new ForbiddenException('This action needs the manager role')
  }
}
