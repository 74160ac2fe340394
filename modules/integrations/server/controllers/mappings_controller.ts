import type { HttpContext } from '@adonisjs/core/http'
import { mapItem } from '#modules/integrations/server/actions/map_item'
import { unmappedItems } from '#modules/integrations/server/queries/mapping_queries'
import { mappingValidator } from '#modules/integrations/server/validators/sales_validators'

export default class MappingsController {
  /** GET /api/pos-item-mappings/unmapped */
  async unmapped() {
    return unmappedItems()
  }

  /** POST /api/pos-item-mappings { itemKey, recipeId | productId + pourOz } → { processed } */
  async store({ request, auth }: HttpContext) {
    const payload = await mappingValidator.validate(request.body())
    return mapItem(payload, auth.getUserOrFail().id)
  }
}
