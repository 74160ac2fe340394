import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as authErrors } from '@adonisjs/auth'
import User from '#app/auth/models/user'

/*
 * Failed attempts are counted per IP + username (stops guessing one
 * account) and per IP (stops spraying many accounts). Both block for 20
 * minutes once exhausted; a blocked caller is refused even with the right
 * password. A successful login forgives only the account counter.
 */
const perAccount = () => limiter.use({ requests: 5, duration: '1 min', blockDuration: '20 mins' })
const perNetwork = () =>
  limiter.use({ requests: 30, duration: '15 mins', blockDuration: '20 mins' })

export async function attemptLogin(ip: string, username: string, password: string) {
  const account = perAccount()
  const network = perNetwork()
  const accountKey = `login:${ip}:${username.toLowerCase()}`
  const networkKey = `login-ip:${ip}`

  for (const [gate, key] of [
    [network, networkKey],
    [account, accountKey],
  ] as const) {
    const state = await gate.get(key)
    if (state && state.remaining <= 0) throw new limiterErrors.E_TOO_MANY_REQUESTS(state)
  }

  let user: User
  try {
    user = await User.verifyCredentials(username, password)
  } catch (error) {
    for (const [gate, key] of [
      [account, accountKey],
      [network, networkKey],
    ] as const) {
      const { consumed, limit } = await gate.increment(key)
      if (consumed >= limit) await gate.block(key, '20 mins')
    }
    throw error
  }

  await account.delete(accountKey)
  if (user.disabled) {
    throw new authErrors.E_UNAUTHORIZED_ACCESS('Account disabled', { guardDriverName: 'session' })
  }
  return user
}
