import { lazy, Suspense } from 'react'
import { Alert, Button, Flex, Spin } from 'antd'
import { sessionAtLoad, useAuth } from '@shell/auth/auth_context'
import { preloadModuleRoute } from '@shell/modules/registry'

/*
 * The first paint needs only this file. The signed-in app (router, layout)
 * and the current route's page start downloading at once, in parallel with
 * the session check (auth_context.tsx), because most visits are by someone
 * already signed in, and the page's first data leaves as soon as the session
 * is known; the sign-in and first-run forms load only when they are needed.
 */
const signedInApp = import('@shell/signed_in_app')
preloadModuleRoute(window.location, sessionAtLoad)
const SignedInApp = lazy(() => signedInApp)
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
      return <SignedInApp />
  }
}

export function App() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen />
    </Suspense>
  )
}
