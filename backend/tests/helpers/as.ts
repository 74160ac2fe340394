import type { ApiClient } from '@japa/api-client'
import type User from '#app/auth/models/user'

/**
 * Requests sent as a signed-in user: `as(client, manager).post(url).json(body)`.
 * Mutations carry the CSRF token, as the app's own client does; the result is
 * Japa's request, so `.json()`, `.qs()`, `.file()` … chain as usual. Tests about
 * the sign-in or CSRF flow itself use `Visitor` or the raw client instead.
 */
export function as(client: ApiClient, user: User) {
  return {
    get: (url: string) => client.get(url).loginAs(user),
    post: (url: string) => client.post(url).loginAs(user).withCsrfToken(),
    put: (url: string) => client.put(url).loginAs(user).withCsrfToken(),
    patch: (url: string) => client.patch(url).loginAs(user).withCsrfToken(),
    delete: (url: string) => client.delete(url).loginAs(user).withCsrfToken(),
  }
}
