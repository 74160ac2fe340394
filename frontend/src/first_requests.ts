import { api } from '@shell/api/client'
import type { SessionUser } from '@shell/auth/auth_context'
import { prefetchRouteData, preloadModuleRoute } from '@shell/modules/registry'

/*
 * What a full load waits on, sent before the rest of the entry evaluates:
 * main.tsx imports this module first, so these leave before React, antd and
 * the shell's own code have run. The order is the browser's queue on its six
 * connections: the session check, then the opened page's first data, then the
 * signed-in shell's chunk and the page's ~50 chunks. Data asked for after the
 * chunks waited behind all of them (answered at ~550–830 ms on a desktop for
 * answers the server gives in ~5 ms; ~200–290 ms now), and the page then
 * rendered without its rows and drew them in a second, deferred render.
 */

/** The session check of the page load (auth_context.tsx adopts it). */
export const sessionAtLoad = api<{ user: SessionUser }>('GET', '/api/auth/me')
sessionAtLoad.catch(() => undefined)

prefetchRouteData(window.location, sessionAtLoad)

/* The shell's chunk before the page's: the page's many chunks would otherwise take the connections. */
export const signedInShell = import('@shell/signed_in_app')

/** Settles once the opened page's code has loaded or failed to (registry.ts). */
export const currentPage = preloadModuleRoute(window.location)
