import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import {
  finalizeValidator,
  lineValidator,
  linesValidator,
  openSessionValidator,
  recountValidator,
} from '#modules/counts/server/validators/count_validators'
import {
  finalizeSession,
  openSession,
  requestRecount,
} from '#modules/counts/server/actions/session_actions'
import { recordLines } from '#modules/counts/server/actions/record_lines'
import {
  findSession,
  listSessions,
  sessionDetail,
  sessionReview,
} from '#modules/counts/server/queries/session_queries'

async function sessionOrFail(id: number) {
  const session = await findSession(id)
  if (!session) throw new NotFoundException('Count session not found')
  return session
}

export default class CountSessionsController {
  async index() {
    return listSessions()
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(openSessionValidator)
    const id = await openSession(payload, auth.getUserOrFail().id)
    return response.created(await sessionOrFail(id))
  }

  async show({ params }: HttpContext) {
    const detail = await sessionDetail(params.id)
    if (!detail) throw new NotFoundException('Count session not found')
    return detail
  }

  /**
   * One line (an object, answered with the stored line) or an array of
   * lines (answered with an array). 201 when something new was stored,
   * 200 when every clientId had been stored before.
   */
  async lines({ request, params, response, auth }: HttpContext) {
    const body = request.body() as unknown
    const counterId = auth.getUserOrFail().id
    if (Array.isArray(body)) {
      const { lines } = await linesValidator.validate({ lines: body })
      const result = await recordLines(params.id, lines, counterId, (index) => `${index}.`)
      return response.status(result.created > 0 ? 201 : 200).json(result.lines)
    }
    const line = await lineValidator.validate(body)
    const result = await recordLines(params.id, [line], counterId, () => '')
    return response.status(result.created > 0 ? 201 : 200).json(result.lines[0])
  }

  async review({ params }: HttpContext) {
    const review = await sessionReview(params.id)
    if (!review) throw new NotFoundException('Count session not found')
    return review
  }

  async recount({ request, params, response, auth }: HttpContext) {
    const payload = await request.validateUsing(recountValidator)
    await requestRecount(params.id, payload, auth.getUserOrFail().id)
    return response.created(await sessionReview(params.id))
  }

  async finalize({ request, params, auth }: HttpContext) {
    const payload = await request.validateUsing(finalizeValidator)
    await finalizeSession(params.id, payload, auth.getUserOrFail().id)
    return sessionOrFail(params.id)
  }
}
