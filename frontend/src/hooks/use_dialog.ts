import { useCallback, useState } from 'react'

/**
 * The one way a page tracks its dialogs: at most one open at a time,
 * described by a tagged value (`{ kind: 'edit'; product }`), null when none.
 * `open` and `close` keep their identity, so rows and toolbars can take them
 * as props without re-rendering.
 *
 *   const dialogs = useDialog<{ kind: 'add' } | { kind: 'edit'; order: Order }>()
 *   {dialogs.current?.kind === 'edit' && <OrderDialog order={…} onClose={dialogs.close} />}
 */
export function useDialog<D extends { kind: string }>() {
  const [current, setCurrent] = useState<D | null>(null)
  const open = useCallback((dialog: D) => setCurrent(dialog), [])
  const close = useCallback(() => setCurrent(null), [])
  return { current, open, close }
}
