import db from '@adonisjs/lucid/services/db'
import User from '#app/auth/models/user'
import type { Role } from '#app/auth/roles'
import type { SessionUser } from '#app/auth/session_user'
import { ConflictException } from '#app/exceptions/conflict_exception'
import { recordActivity } from '#app/activity/activity_log'

/** `actor` is null when the user is created from the command line (`users:create`). */
export async function createUser(
  payload: { username: string; password: string; role: Role },
  actor: SessionUser | null
) {
  return db.transaction(async (trx) => {
    const taken = await trx.from('users').where('username', payload.username).first()
    if (taken) throw new ConflictException(`The username ${payload.username} is already taken`)

    const user = await User.create({ ...payload, disabled: false }, { client: trx })
    await recordActivity(
      {
        userId: actor?.id ?? null,
        action: 'create',
        entityType: 'user',
        entityId: user.id,
        summary: `Added ${payload.role} ${payload.username}`,
      },
      trx
    )
    return user
  })
}
