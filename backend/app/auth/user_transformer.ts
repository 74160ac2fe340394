import type User from '#app/auth/models/user'

export function toUserJson(user: User) {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    disabled: Boolean(user.disabled),
    createdAt: user.createdAt?.toUTC().toISO() ?? null,
  }
}
