import { HttpRequest, RequestValidator } from '@adonisjs/core/http'

/**
 * What `request.validateUsing()` validates: the body (with any uploaded
 * files) plus the route params, headers and cookies — never the query
 * string. The framework's default merges `request.all()`, so
 * `PUT /api/products/1?unitCost=0.01` with the body `{ currentStock: 4 }`
 * validated and stored a price the body never sent (and a controller that
 * checked the body's keys could not see it). Query parameters are read
 * explicitly: `validator.validate(request.qs())`.
 */
export function requestBodyData(request: HttpRequest): Record<string, unknown> {
  const body = request.body()
  return {
    ...(Array.isArray(body) ? {} : body),
    params: request.params(),
    headers: request.headers(),
    cookies: request.cookiesList(),
  }
}

/**
 * Replaces the VineJS provider's `validateUsing` / `tryValidateUsing`
 * request macros once, at boot, so every controller — existing modules and
 * the ones written later — validates the body alone without changes.
 */
export function validateBodyOnly() {
  type Validate = RequestValidator['validateUsing']
  type Options = { data?: unknown } | undefined

  HttpRequest.macro('validateUsing', function (this: HttpRequest, ...args: Parameters<Validate>) {
    const [validator, options] = args as [Parameters<Validate>[0], Options]
    return new RequestValidator(this.ctx!).validateUsing(validator, {
      ...options,
      data: options?.data ?? requestBodyData(this),
    })
  } as HttpRequest['validateUsing'])

  HttpRequest.macro('tryValidateUsing', function (
    this: HttpRequest,
    ...args: Parameters<RequestValidator['tryValidateUsing']>
  ) {
    const [validator, options] = args as [Parameters<Validate>[0], Options]
    return new RequestValidator(this.ctx!).tryValidateUsing(validator, {
      ...options,
      data: options?.data ?? requestBodyData(this),
    })
  } as HttpRequest['tryValidateUsing'])
}
