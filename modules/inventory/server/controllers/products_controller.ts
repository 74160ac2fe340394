import type { HttpContext } from '@adonisjs/core/http'
import { ForbiddenException } from '#app/exceptions/forbidden_exception'
import { NotFoundException } from '#app/exceptions/not_found_exception'
import { roleAtLeast } from '#app/auth/roles'
import {
  PRODUCT_FIELDS,
  createProductValidator,
  listProductsValidator,
  updateProductValidator,
} from '#modules/inventory/server/validators/product_validators'
import {
  findProduct,
  findProductByBarcode,
  listProducts,
} from '#modules/inventory/server/queries/product_queries'
import {
  createProduct,
  deleteProduct,
  updateProduct,
} from '#modules/inventory/server/actions/product_actions'
import { toProductJson } from '#modules/inventory/server/transformers/product_transformer'

export default class ProductsController {
  async index({ request }: HttpContext) {
    const rows = await listProducts(await listProductsValidator.validate(request.qs()))
    return rows.map(toProductJson)
  }

  async show({ params }: HttpContext) {
    const row = await findProduct(params.id)
    if (!row) throw new NotFoundException('Product not found')
    return toProductJson(row)
  }

  async showByBarcode({ params }: HttpContext) {
    const code = String(params.code).trim()
    const row = code ? await findProductByBarcode(code) : null
    if (!row) throw new NotFoundException(`No product has the barcode ${code}`)
    return toProductJson(row)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(createProductValidator)
    const row = await createProduct(payload, auth.getUserOrFail().id)
    return response.created(toProductJson(row))
  }

  /** Staff count stock: they may send currentStock and nothing else a manager edits. */
  async update({ request, params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    if (!roleAtLeast(user.role, 'manager')) {
      const body = request.body()
      const others = PRODUCT_FIELDS.filter((field) => field !== 'currentStock' && field in body)
      if (others.length > 0) {
        throw new ForbiddenException('Staff may only update the stock count (currentStock)')
      }
    }
    const payload = await request.validateUsing(updateProductValidator)
    const row = await updateProduct(params.id, payload, user.id)
    return toProductJson(row)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteProduct(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
