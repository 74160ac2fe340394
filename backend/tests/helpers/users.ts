import User from '#app/auth/models/user'
import type { Role } from '#app/auth/roles'

/** The password every user made by `createTestUser` has unless told otherwise. */
export const TEST_PASSWORD = 'test-password-123'

let created = 0

/**
 * Creates a user straight in the database (no request, no activity entry),
 * for tests that need someone signed in with a given role. Usernames are
 * unique within a run so several users can coexist in one test.
 */
export async function createTestUser(
  options: { role?: Role; username?: string; password?: string; disabled?: boolean } = {}
): Promise<User> {
  const role = options.role ?? 'staff'
  created += 1
  return User.create({
    username: options.username ?? `${role}-${created}`,
    password: options.password ?? TEST_PASSWORD,
    role,
    disabled: options.disabled ?? false,
  })
}
