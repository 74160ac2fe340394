import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A dialog whose code loads when it first opens: Modal, Form and the inputs
 * behind them are ~50 KB gzip that a page's list does not need to show
 * (DESIGN §10 route budget). Nothing renders while it loads; it opens a
 * moment later.
 *
 *   const OrderDialog = lazyDialog(() => import('./order_dialog').then((m) => m.OrderDialog))
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
