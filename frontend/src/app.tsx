import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { Alert, Button, Flex, Spin } from 'antd'
import { useAuth } from '@shell/auth/auth_context'
import { currentPage, signedInShell } from '@shell/first_requests'

/*
 * The first paint needs only this file. The signed-in app (router, layout)
 * and the current route's page are already downloading, beside the session
 * check and the page's first data (first_requests.ts), because most visits
 * are by someone already signed in; the sign-in and first-run forms load
 * only when they are needed.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its
 * chunk is already here, and React then holds the page back behind the
 * fallback for up to 300 ms (its Suspense reveal throttle). The shell renders
 * once the shell and the current page's code are both loaded instead.
 */
type Loaded = { app: ComponentType } | { failed: Error }
let signedInApp: Loaded | undefined
const signedInAppLoaded = Promise.all([signedInShell, currentPage]).then(
  ([module]) => (signedInApp = { app: module.default }),
  (error: Error) => (signedInApp = { failed: error })
)

function useSignedInApp(): Loaded | undefined {
  const [loaded, setLoaded] = useState(signedInApp)
  useEffect(() => {
    if (!loaded) void signedInAppLoaded.then(setLoaded)
  }, [loaded])
  return loaded
}

const SetupScreen = lazy(() =>
  import('@shell/auth/auth_screens').then((screens) => ({ default: screens.SetupScreen }))
)
const SignInScreen = lazy(() =>
  import('@shell/auth/auth_screens').then((screens) => ({ default: screens.SignInScreen }))
)

function FullPageSpinner() {
  return (
    <Flex className="auth-screen" justify="center" align="center">
      <Spin size="large" aria-label="Loading" />
    </Flex>
  )
}

function SignedIn() {
  const loaded = useSignedInApp()
  if (!loaded) return <FullPageSpinner />
  if ('failed' in loaded) {
    return (
      <Flex className="auth-screen" justify="center" align="center">
        <Alert
          type="error"
          showIcon
          title="Barstock could not load its screens"
          description={loaded.failed.message}
          action={<Button onClick={() => window.location.reload()}>Reload</Button>}
        />
      </Flex>
    )
  }
  return <loaded.app />
}

function Screen() {
  const { state, refresh } = useAuth()

  switch (state.status) {
    case 'loading':
      return <FullPageSpinner />
    case 'setup':
      return <SetupScreen />
    case 'signed-out':
      return <SignInScreen />
    case 'unreachable':
      return (
        <Flex className="auth-screen" justify="center" align="center">
          <Alert
            type="error"
            showIcon
            title="Barstock's server did not answer"
            description={state.message}
            action={<Button onClick={() => void refresh()}>Try again</Button>}
          />
        </Flex>
      )
    case 'signed-in':
      return <SignedIn />
  }
}

export function App() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen />
    </Suspense>
  )
}
