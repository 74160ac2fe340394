import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { Button } from 'antd'
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  InfoCircleFilled,
} from '@ant-design/icons'

export interface ToastInput {
  title: string
  description?: ReactNode
  variant?: 'success' | 'error' | 'info'
  action?: ReactNode
}

interface Toast extends ToastInput {
  id: number
}

/* SPEC §9: auto-close after 5 s; a swipe right past 50 px dismisses. */
const AUTO_CLOSE_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

/**
 * One notification at a time (a newer one replaces it). F8 moves focus to
 * the notification region so keyboard users can reach its action.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null)
  const regionRef = useRef<HTMLElement>(null)
  const nextId = useRef(1)

  const show = useCallback((toast: ToastInput) => {
    setCurrent({ ...toast, id: nextId.current++ })
  }, [])
  const dismiss = useCallback(() => setCurrent(null), [])

  useEffect(() => {
    if (!current) return
    const timer = window.setTimeout(dismiss, AUTO_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [current, dismiss])

  useEffect(() => {
    /* Capture phase: a focused field or an open dialog must not swallow the key. */
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    /*
     * An open dialog traps focus by pulling it back whenever a focusin reaches
     * the window; focus moving into the notification region stops there, so
     * F8 works with a dialog open too (SPEC §9).
     */
    const region = regionRef.current
    const keepFocus = (event: FocusEvent) => event.stopPropagation()
    window.addEventListener('keydown', onKey, true)
    region?.addEventListener('focusin', keepFocus)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      region?.removeEventListener('focusin', keepFocus)
    }
  }, [])

  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="toast-region"
      >
        {current && <ToastCard key={current.id} toast={current} onDismiss={dismiss} />}
      </section>
    </ToastContext.Provider>
  )
}

const ICONS = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  info: <InfoCircleFilled style={{ color: '#1677ff' }} />,
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)
  const variant = toast.variant ?? 'info'

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) onDismiss()
    else setOffset(0)
    start.current = null
  }

  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={`toast toast-${variant}`}
      style={{ transform: `translateX(${offset}px)`, opacity: offset ? 0.7 : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span className="toast-icon">{ICONS[variant]}</span>
      <div className="toast-body">
        <div className="toast-title">{toast.title}</div>
        {toast.description && <div className="toast-description">{toast.description}</div>}
        {toast.action && <div className="toast-action">{toast.action}</div>}
      </div>
      <Button
        type="text"
        size="small"
        aria-label="Close notification"
        icon={<CloseOutlined />}
        onClick={onDismiss}
      />
    </div>
  )
}
