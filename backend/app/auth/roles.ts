/* The role order lives in kernel shared code, where the client reads it too. */
export { ROLES, roleAtLeast, type Role } from '#shared/roles'
