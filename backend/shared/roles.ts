/**
 * Roles nest: a manager can do everything staff can, an admin everything a
 * manager can. Routes and client nav entries name the least role they need.
 * Kernel shared code: the server's middleware and the client's navigation
 * both ask `roleAtLeast`.
 */
export const ROLES = ['staff', 'manager', 'admin'] as const
export type Role = (typeof ROLES)[number]

export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required)
}
