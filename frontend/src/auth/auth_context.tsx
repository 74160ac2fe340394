import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useSWRConfig } from 'swr'
import { api, ApiError, UNAUTHORIZED_EVENT } from '@shell/api/client'
import { sessionAtLoad } from '@shell/first_requests'
import type { Role } from '@shell/modules/types'

export interface SessionUser {
  id: string
  username: string
  role: Role
}

type AuthState =
  | { status: 'loading' }
  | { status: 'setup' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'unreachable'; message: string }

interface AuthApi {
  state: AuthState
  refresh: () => Promise<void>
  signedIn: (user: SessionUser) => void
  signOut: () => Promise<void>
}

const AuthContext = createContext<AuthApi | null>(null)

const askSession = () => api<{ user: SessionUser }>('GET', '/api/auth/me')
/* The first session check left before React rendered (first_requests.ts). */
let firstCheck: ReturnType<typeof askSession> | null = sessionAtLoad

export function useAuth(): AuthApi {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth outside AuthProvider')
  return context
}

/** The signed-in user; only for screens rendered inside the signed-in shell. */
export function useCurrentUser(): SessionUser {
  const { state } = useAuth()
  if (state.status !== 'signed-in') throw new Error('useCurrentUser without a signed-in user')
  return state.user
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' })
  const { mutate } = useSWRConfig()

  const refresh = useCallback(async () => {
    try {
      const check = firstCheck ?? askSession()
      firstCheck = null
      const { user } = await check
      setState({ status: 'signed-in', user })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        const setupRequired = (error.body as { setupRequired?: boolean } | null)?.setupRequired
        setState({ status: setupRequired ? 'setup' : 'signed-out' })
      } else {
        setState({ status: 'unreachable', message: (error as Error).message })
      }
    }
  }, [])

  useEffect(() => {
    void refresh()
    const onUnauthorized = () => void refresh()
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
  }, [refresh])

  const signedIn = useCallback((user: SessionUser) => setState({ status: 'signed-in', user }), [])

  const signOut = useCallback(async () => {
    await api('POST', '/api/auth/logout')
    /* Another user may sign in next on a shared bar tablet: drop every cached answer. */
    await mutate(() => true, undefined, { revalidate: false })
    setState({ status: 'signed-out' })
  }, [mutate])

  const value = useMemo(
    () => ({ state, refresh, signedIn, signOut }),
    [state, refresh, signedIn, signOut]
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
