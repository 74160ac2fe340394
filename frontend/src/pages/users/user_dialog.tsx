import { Form, Input, Modal, Select } from 'antd'
import { Formik } from 'formik'
import * as yup from 'yup'
import { api } from '@shell/api/client'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { ManagedUser } from '@shell/pages/users/users_page'

interface Props {
  mode: 'create' | 'password'
  user?: ManagedUser
  roleOptions: Array<{ value: string; label: string }>
  onClose: () => void
  onSaved: () => void
}

const password = yup
  .string()
  .required('Password is required')
  .min(8, 'Password must be at least 8 characters')

const createSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('Username is required')
    .min(3, 'Username must be at least 3 characters')
    .matches(/^[\w.@-]+$/, 'Use letters, digits and . _ @ - only'),
  password,
  role: yup.string().required(),
})

const passwordSchema = yup.object({ password })

export function UserDialog({ mode, user, roleOptions, onClose, onSaved }: Props) {
  const toast = useToast()
  const creating = mode === 'create'

  return (
    <Formik
      initialValues={{ username: '', password: '', role: 'staff' }}
      validationSchema={creating ? createSchema : passwordSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          if (creating) {
            await api('POST', '/api/users', { ...values, username: values.username.trim() })
            toast({ title: 'User created successfully', variant: 'success' })
          } else {
            await api('PUT', `/api/users/${user!.id}`, { password: values.password })
            toast({ title: 'Password reset successfully', variant: 'success' })
          }
          onSaved()
        } catch (error) {
          if (applyServerErrors(error, setErrors)) return
          toast({
            title: 'Error',
            description: failureDescription(
              creating ? 'Failed to create user' : 'Failed to reset password',
              error
            ),
            variant: 'error',
          })
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open
          title={creating ? 'Add User' : `Reset password for ${user?.username}`}
          okText={creating ? 'Create User' : 'Reset Password'}
          confirmLoading={isSubmitting}
          onOk={() => handleSubmit()}
          onCancel={onClose}
          destroyOnHidden
        >
          <Form layout="vertical" component="div">
            {creating && (
              <FormField name="username" label="Username" required>
                <Input autoComplete="off" />
              </FormField>
            )}
            <FormField name="password" label={creating ? 'Password' : 'New password'} required>
              <Input.Password autoComplete="new-password" />
            </FormField>
            {creating && (
              <FormField name="role" label="Role" required>
                <Select options={roleOptions} />
              </FormField>
            )}
          </Form>
        </Modal>
      )}
    </Formik>
  )
}
