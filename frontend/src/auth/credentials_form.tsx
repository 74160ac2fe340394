import { Button, Checkbox, Form, Input } from 'antd'
import { Formik } from 'formik'
import * as yup from 'yup'
import { api, ApiError } from '@shell/api/client'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { useAuth, type SessionUser } from '@shell/auth/auth_context'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'

interface Values {
  username: string
  password: string
  confirmPassword: string
  loadSampleData: boolean
}

const signInSchema = yup.object({
  username: yup.string().trim().required('Username is required'),
  password: yup.string().required('Password is required'),
})

const setupSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(64, 'Username must be at most 64 characters')
    .matches(/^[\w.@-]+$/, 'Use letters, digits and . _ @ - only'),
  password: yup
    .string()
    .required('Password is required')
    .min(8, 'Password must be at least 8 characters'),
  confirmPassword: yup
    .string()
    .required('Repeat the password')
    .oneOf([yup.ref('password')], 'Passwords do not match'),
})

/** Sign-in and first-run share one form; setup adds the confirmation field. */
export function CredentialsForm({ mode }: { mode: 'sign-in' | 'setup' }) {
  const { signedIn } = useAuth()
  const toast = useToast()
  const isSetup = mode === 'setup'

  /* The admin exists by now: a failed demo load is reported, not fatal. */
  const loadSampleData = async () => {
    try {
      await api('POST', '/api/sample-data')
      toast({ title: 'Sample data loaded', variant: 'success' })
    } catch (error) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to load sample data', error),
        variant: 'error',
      })
    }
  }

  return (
    <Formik<Values>
      initialValues={{ username: '', password: '', confirmPassword: '', loadSampleData: false }}
      validationSchema={isSetup ? setupSchema : signInSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          const { user } = await api<{ user: SessionUser }>(
            'POST',
            isSetup ? '/api/auth/setup' : '/api/auth/login',
            { username: values.username.trim(), password: values.password }
          )
          if (isSetup && values.loadSampleData) await loadSampleData()
          signedIn(user)
        } catch (error) {
          if (applyServerErrors(error, setErrors)) return
          const message =
            error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Network error'
          toast({
            title: isSetup ? 'Setup failed' : 'Sign-in failed',
            description: message,
            variant: 'error',
          })
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Form layout="vertical" onFinish={() => handleSubmit()} component="form">
          <FormField name="username" label="Username" required>
            <Input autoComplete="username" autoFocus />
          </FormField>
          <FormField name="password" label="Password" required>
            <Input.Password autoComplete={isSetup ? 'new-password' : 'current-password'} />
          </FormField>
          {isSetup && (
            <FormField name="confirmPassword" label="Confirm password" required>
              <Input.Password autoComplete="new-password" />
            </FormField>
          )}
          {isSetup && (
            <FormField
              name="loadSampleData"
              valuePropName="checked"
              help="A demo bar with vendors, products and stock to explore. Leave it off for a real bar."
            >
              <Checkbox>Load sample data</Checkbox>
            </FormField>
          )}
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            {isSetup ? 'Create administrator' : 'Sign in'}
          </Button>
        </Form>
      )}
    </Formik>
  )
}
