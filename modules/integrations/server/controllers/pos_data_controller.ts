import type { HttpContext } from '@adonisjs/core/http'
import {
  assertRecipesExist,
  ingestSales,
  toSaleInputs,
} from '#modules/integrations/server/actions/ingest_sales'
import { listPosData } from '#modules/integrations/server/queries/pos_data_queries'
import {
  listSalesValidator,
  validateSaleLines,
} from '#modules/integrations/server/validators/sales_validators'

export default class PosDataController {
  /** GET /api/pos-data?startDate=&endDate=&limit=&offset=&unmapped= */
  async index({ request }: HttpContext) {
    const filters = await listSalesValidator.validate(request.qs())
    return listPosData(filters)
  }

  /** POST /api/pos-data: one line or an array; lines already stored are counted as duplicates. */
  async store({ request, response, auth }: HttpContext) {
    const body = request.body()
    const single = !Array.isArray(body)
    const lines = await validateSaleLines(body)
    const inputs = toSaleInputs(lines)
    await assertRecipesExist(inputs, single)
    const result = await ingestSales(inputs, auth.getUserOrFail().id)
    return response.status(result.created > 0 ? 201 : 200).send(result)
  }
}
