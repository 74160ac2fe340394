import type { HttpContext } from '@adonisjs/core/http'
import { findOr404 } from '#app/exceptions/not_found_exception'
import {
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
import { authorizeProductUpdate } from '#modules/inventory/server/policies/product_policy'
import { toProductJson } from '#modules/inventory/server/transformers/product_transformer'

const NOT_FOUND = 'Product not found'

export default class ProductsController {
  async index({ request }: HttpContext) {
    const rows = await listProducts(await listProductsValidator.validate(request.qs()))
    return rows.map(toProductJson)
  }

  async show({ params }: HttpContext) {
    return findOr404(findProduct(params.id), NOT_FOUND)
  }

  async showByBarcode({ params }: HttpContext) {
    const code = String(params.code).trim()
    return findOr404(code ? findProductByBarcode(code) : null, `No product has the barcode ${code}`)
  }

  async store({ request, response, auth }: HttpContext) {
    const payload = await request.validateUsing(createProductValidator)
    const id = await createProduct(payload, auth.getUserOrFail().id)
    return response.created(await findOr404(findProduct(id), NOT_FOUND))
  }

  async update({ request, params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    authorizeProductUpdate(user, request.body())
    const payload = await request.validateUsing(updateProductValidator)
    await updateProduct(params.id, payload, user.id)
    return findOr404(findProduct(params.id), NOT_FOUND)
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteProduct(params.id, auth.getUserOrFail().id)
    return response.noContent()
  }
}
