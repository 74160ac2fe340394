import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import {
  areaOrderValidator,
  areaValidator,
  shelfValidator,
} from '#modules/counts/server/validators/count_validators'
import {
  createArea,
  deleteArea,
  renameArea,
  reorderAreas,
  setShelf,
} from '#modules/counts/server/actions/area_actions'
import { areaExists, listAreas, shelvesOf } from '#modules/counts/server/queries/area_queries'

async function areaOrFail(areas: Awaited<ReturnType<typeof listAreas>>, id: number) {
  const area = areas.find((candidate) => candidate.id === id)
  if (!area) throw new NotFoundException('Storage area not found')
  return area
}

export default class CountAreasController {
  async index() {
    return listAreas()
  }

  async store({ request, response, auth }: HttpContext) {
    const { name } = await request.validateUsing(areaValidator)
    const id = await createArea(name, auth.getUserOrFail().id)
    return response.created(await areaOrFail(await listAreas(), id))
  }

  async update({ request, params, auth }: HttpContext) {
    const { name } = await request.validateUsing(areaValidator)
    await renameArea(params.id, name, auth.getUserOrFail().id)
    return areaOrFail(await listAreas(), params.id)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteArea(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }

  /** PUT /api/count-areas/order { areaIds }: the order areas are listed and walked in. */
  async reorder({ request }: HttpContext) {
    const { areaIds } = await request.validateUsing(areaOrderValidator)
    await reorderAreas(areaIds)
    return listAreas()
  }

  async shelf({ params }: HttpContext) {
    if (!(await areaExists(params.id))) throw new NotFoundException('Storage area not found')
    const shelves = await shelvesOf([params.id])
    return shelves.get(params.id) ?? []
  }

  /** PUT /api/count-areas/:id/products { productIds }: the shelf list in walking order. */
  async updateShelf({ request, params, auth }: HttpContext) {
    const { productIds } = await request.validateUsing(shelfValidator)
    await setShelf(params.id, productIds, auth.getUserOrFail().id)
    const shelves = await shelvesOf([params.id])
    return shelves.get(params.id) ?? []
  }
}
