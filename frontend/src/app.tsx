import { useMemo } from 'react'
import { RouterProvider } from 'react-router'
import { Alert, Button, Flex, Spin } from 'antd'
import { useAuth } from '@shell/auth/auth_context'
import { SetupScreen, SignInScreen } from '@shell/auth/auth_screens'
import { createAppRouter } from '@shell/router'

function SignedInApp() {
  const router = useMemo(() => createAppRouter(), [])
  return <RouterProvider router={router} />
}

export function App() {
  const { state, refresh } = useAuth()

  switch (state.status) {
    case 'loading':
      return (
        <Flex className="auth-screen" justify="center" align="center">
          <Spin size="large" aria-label="Loading" />
        </Flex>
      )
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
