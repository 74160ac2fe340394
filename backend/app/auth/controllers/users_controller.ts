import type { HttpContext } from '@adonisjs/core/http'
import User from '#app/auth/models/user'
import { createUserValidator, updateUserValidator } from '#app/auth/validators/auth_validators'
import { toUserJson } from '#app/auth/user_transformer'
import { createUser } from '#app/auth/actions/create_user'
import { updateUser } from '#app/auth/actions/update_user'

export default class UsersController {
  async index() {
    const users = await User.query().orderBy('username', 'asc')
    return users.map(toUserJson)
  }

  async store({ request, auth, response }: HttpContext) {
    const payload = await request.validateUsing(createUserValidator)
    const user = await createUser(payload, auth.getUserOrFail())
    return response.created(toUserJson(user))
  }

  async update({ request, params, auth }: HttpContext) {
    const payload = await request.validateUsing(updateUserValidator)
    const user = await updateUser(String(params.id), payload, auth.getUserOrFail())
    return toUserJson(user)
  }
}
