import db from '@adonisjs/lucid/services/db'
import User from '#app/auth/models/user'
import type { Role } from '#app/auth/roles'
import type { SessionUser } from '#app/auth/session_user'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { recordActivity } from '#app/activity/activity_log'

/**
 * Role changes, disabling and password resets. The last enabled admin can be
 * neither demoted nor disabled, so an install can never lock itself out.
 */
export async function updateUser(
  id: string,
  changes: { role?: Role; disabled?: boolean; password?: string },
  actor: SessionUser
) {
  return db.transaction(async (trx) => {
    const user = await User.findOrFail(id, { client: trx })
    const losesAdmin =
      user.role === 'admin' &&
      !user.disabled &&
      ((changes.role !== undefined && changes.role !== 'admin') || changes.disabled === true)

    if (losesAdmin) {
      const enabledAdmins = await trx
        .from('users')
        .where('role', 'admin')
        .where('disabled', false)
        .count('* as total')
      if (Number(enabledAdmins[0].total) <= 1) {
        throw new ConflictException('At least one enabled admin must remain')
      }
    }

    if (changes.role !== undefined) user.role = changes.role
    if (changes.disabled !== undefined) user.disabled = changes.disabled
    if (changes.password !== undefined) user.password = changes.password
    await user.save()

    if (changes.disabled === true || changes.password !== undefined) {
      await trx.from('sessions').where('user_id', user.id).delete()
    }

    const what = [
      changes.role !== undefined ? `role ${changes.role}` : null,
      changes.disabled !== undefined ? (changes.disabled ? 'disabled' : 'enabled') : null,
      changes.password !== undefined ? 'password reset' : null,
    ].filter(Boolean)
    await recordActivity(
      {
        userId: actor.id,
        action: 'update',
        entityType: 'user',
        entityId: user.id,
        summary: `Updated ${user.username}: ${what.join(', ') || 'no change'}`,
      },
      trx
    )
    return user
  })
}
