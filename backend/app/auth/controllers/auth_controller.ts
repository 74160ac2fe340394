import type { HttpContext } from '@adonisjs/core/http'
import User from '#app/auth/models/user'
import { attemptLogin } from '#app/auth/actions/attempt_login'
import { createFirstAdmin } from '#app/auth/actions/create_first_admin'
import { credentialsValidator, setupValidator } from '#app/auth/validators/auth_validators'
import { toUserJson } from '#app/auth/user_transformer'

export default class AuthController {
  async me({ auth, response }: HttpContext) {
    /* The guard reads only what authorization needs; the answer also shows when the account was made. */
    const user = (await auth.check()) ? await User.find(auth.user!.id) : null
    if (user && !user.disabled) return { user: toUserJson(user) }

    const setupRequired = (await User.query().select('id').first()) === null
    return response.unauthorized({ message: 'Not signed in', setupRequired })
  }

  async setup({ request, auth, response }: HttpContext) {
    const { username, password } = await request.validateUsing(setupValidator)
    const user = await createFirstAdmin(username, password)
    await auth.use('web').login(user)
    return response.created({ user: toUserJson(user) })
  }

  async login({ request, auth }: HttpContext) {
    const { username, password } = await request.validateUsing(credentialsValidator)
    const user = await attemptLogin(request.ip(), username, password)
    await auth.use('web').login(user)
    return { user: toUserJson(user) }
  }

  async logout({ auth, response }: HttpContext) {
    await auth.use('web').logout()
    return response.noContent()
  }
}
