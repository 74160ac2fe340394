import type { HttpContext } from '@adonisjs/core/http'
import { findOr404 } from '#app/exceptions/not_found_exception'
import {
  createProductValidator,
  listProductsValidator,
  productPageValidator,
  updateProductValidator,
} from '#modules/inventory/server/validators/product_validators'
import {
  activeProductPages,
  findProduct,
  findProductByBarcode,
  listProducts,
  listProductsPage,
  productCategories,
} from '#modules/inventory/server/queries/product_queries'
import { productListFilters } from '#modules/inventory/server/product_list_filters'
import { fieldError } from '#app/exceptions/field_error'
import { JsonSnapshot } from '#app/http/json_snapshot'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ProductPageJson } from '#modules/inventory/shared/product_json'
import {
  createProduct,
  deleteProduct,
  updateProduct,
} from '#modules/inventory/server/actions/product_actions'
import { authorizeProductUpdate } from '#modules/inventory/server/policies/product_policy'
import { toProductJson } from '#modules/inventory/server/transformers/product_transformer'

const NOT_FOUND = 'Product not found'
const fullList = new JsonSnapshot()

export default class ProductsController {
  /**
   * With page or pageSize: one page `{ rows, total }` for the inventory
   * screen. Otherwise the spec's array: the first `limit` matches of
   * `search` for pickers, the products of one `category`, or every active
   * product (served as a snapshot: rebuilt only after the database changed,
   * ETag and compressed bytes reused while the list is unchanged).
   */
  async index(ctx: HttpContext) {
    const query = ctx.request.qs()
    if ('page' in query || 'pageSize' in query) return this.#page(query)
    const options = await listProductsValidator.validate(query)
    if (options.search || options.limit || options.category) {
      const rows = await listProducts(options)
      return rows.map(toProductJson)
    }
    return fullList.send(ctx, (client) => activeProductPages({ client }))
  }

  async #page(query: Record<string, unknown>): Promise<ProductPageJson> {
    const options = await productPageValidator.validate(query)
    const where = []
    const whereParams = []
    for (const filter of productListFilters()) {
      const value = query[filter.param]
      if (value === undefined || value === 'all') continue
      if (typeof value !== 'string' || !filter.values.includes(value)) {
        throw fieldError(filter.param, `The selected ${filter.param} is invalid`, 'enum')
      }
      where.push((products: DatabaseQueryBuilderContract) => filter.apply(products, value))
      whereParams.push(`${filter.param}=${value}`)
    }
    const { rows, total } = await listProductsPage({
      page: options.page ?? 1,
      pageSize: options.pageSize ?? 50,
      sort: options.sort ?? 'name',
      order: options.order ?? 'asc',
      search: options.search || undefined,
      category: options.category || undefined,
      stock: options.stock ?? 'all',
      where,
      whereKey: whereParams.join('&'),
    })
    return { rows: rows.map(toProductJson), total }
  }

  /** The distinct categories of active products (the inventory screen's filter). */
  async categories() {
    return productCategories()
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
