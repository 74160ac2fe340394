import type { ComponentType, ReactNode } from 'react'
import type { Role } from '@shared/roles'

export type { Role }

export type LazyPage = () => Promise<{ default: ComponentType }>

export interface ClientRoute {
  path: string
  page: LazyPage
  /** The least role that may open the screen; everyone signed in when absent. */
  minRole?: Role
  /**
   * The GET paths the page asks for on its first render at this address
   * (exactly its SWR keys): on a full load the shell sends them at once,
   * beside the session check and the download of the page's code (after the
   * session check where the route needs a role).
   */
  firstData?: (params: URLSearchParams) => string[]
}

export interface NavEntry {
  label: string
  /** Shorter label for the phone bottom bar ('Orders' for 'Purchase Orders'). */
  shortLabel?: string
  icon: ReactNode
  path: string
  /** Position in the sidebar; SPEC §2 fixes the order of the spec's screens. */
  order: number
  onBottomBar?: boolean
  minRole?: Role
}

export interface DashboardWidget {
  key: string
  order: number
  /** Full-width widgets take the whole row on large screens. */
  wide?: boolean
  /** Narrow widgets take a quarter of the row on large screens. */
  narrow?: boolean
  component: LazyPage
  minRole?: Role
}

/**
 * What a module's client/index.ts exports. The shell discovers manifests at
 * build time; pages stay lazy so each module is its own chunk.
 */
export interface ClientModule {
  name: string
  routes: ClientRoute[]
  nav: NavEntry[]
  dashboardWidgets?: DashboardWidget[]
}

export function defineClientModule(manifest: ClientModule): ClientModule {
  return manifest
}
