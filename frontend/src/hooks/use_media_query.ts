import { useSyncExternalStore } from 'react'

/** antd's Grid breakpoints, as media queries. */
export const SCREEN = {
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
} as const

const lists = new Map<string, MediaQueryList>()
const subscribers = new Map<string, (onChange: () => void) => () => void>()

function listFor(query: string): MediaQueryList {
  let list = lists.get(query)
  if (!list) lists.set(query, (list = window.matchMedia(query)))
  return list
}

function subscriberFor(query: string) {
  let subscribe = subscribers.get(query)
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = listFor(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    }
    subscribers.set(query, subscribe)
  }
  return subscribe
}

/**
 * Whether the window matches `query`, right from the first render. antd's
 * Grid.useBreakpoint answers "no breakpoint" first and corrects itself in a
 * layout effect, so the shell and the page below it rendered twice on every
 * load, first as on a phone; screens on the load's critical path use this.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscriberFor(query), () => listFor(query).matches)
}
