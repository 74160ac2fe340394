import { useMemo } from 'react'
import { RouterProvider } from 'react-router'
import { createAppRouter } from '@shell/router'

export default function SignedInApp() {
  const router = useMemo(() => createAppRouter(), [])
  return <RouterProvider router={router} />
}
