import type { HttpContext } from '@adonisjs/core/http'

const arrivals = new WeakMap<object, number>()

/** Stamped by the first server middleware, before any middleware waits on the database. */
export function stampArrival(ctx: HttpContext, at = Date.now()) {
  arrivals.set(ctx.request, at)
}

/**
 * When the request reached the server (epoch ms). A write that must not
 * act on state the client could not have seen (a receipt written after the
 * request arrived) compares against it: on SQLite every request waits for
 * the one connection, so reading the state first proves nothing.
 */
export function arrivalOf(ctx: HttpContext): number {
  return arrivals.get(ctx.request) ?? Date.now()
}
