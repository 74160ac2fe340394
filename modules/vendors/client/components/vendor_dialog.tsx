import { Form, Input, Modal } from 'antd'
import { Formik } from 'formik'
import * as yup from 'yup'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import { VENDOR_LIMITS } from '@modules/vendors/shared/vendor_rules'
import { createVendor, updateVendor, type Vendor, type VendorInput } from '../api'

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

/* Mirrors the server validator; the server's 422 still lands on the fields if they disagree. */
const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Name is required')
    .max(VENDOR_LIMITS.name, tooLong('Name', VENDOR_LIMITS.name)),
  contactEmail: yup
    .string()
    .trim()
    .email('Enter a valid email address')
    .max(VENDOR_LIMITS.contactEmail, tooLong('Email', VENDOR_LIMITS.contactEmail)),
  contactPhone: yup
    .string()
    .trim()
    .max(VENDOR_LIMITS.contactPhone, tooLong('Phone', VENDOR_LIMITS.contactPhone)),
  address: yup
    .string()
    .trim()
    .max(VENDOR_LIMITS.address, tooLong('Address', VENDOR_LIMITS.address)),
})

interface Props {
  /** The vendor being edited; absent when adding one. */
  vendor?: Vendor
  onClose: () => void
  onSaved: () => void
}

export function VendorDialog({ vendor, onClose, onSaved }: Props) {
  const toast = useToast()
  const editing = vendor !== undefined
  const initialValues: VendorInput = {
    name: vendor?.name ?? '',
    contactEmail: vendor?.contactEmail ?? '',
    contactPhone: vendor?.contactPhone ?? '',
    address: vendor?.address ?? '',
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { setErrors }) => {
        const input: VendorInput = {
          name: values.name.trim(),
          contactEmail: values.contactEmail.trim(),
          contactPhone: values.contactPhone.trim(),
          address: values.address.trim(),
        }
        try {
          if (editing) {
            await updateVendor(vendor.id, input)
            toast({ title: 'Vendor updated successfully', variant: 'success' })
          } else {
            await createVendor(input)
            toast({ title: 'Vendor created successfully', variant: 'success' })
          }
          onSaved()
        } catch (error) {
          if (applyServerErrors(error, setErrors)) return
          const summary = editing ? 'Failed to update vendor' : 'Failed to create vendor'
          toast({
            title: 'Error',
            description: failureDescription(summary, error),
            variant: 'error',
          })
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open
          title={editing ? 'Edit Vendor' : 'Add Vendor'}
          okText={editing ? 'Save Changes' : 'Create Vendor'}
          confirmLoading={isSubmitting}
          onOk={() => handleSubmit()}
          onCancel={onClose}
          destroyOnHidden
        >
          <Form layout="vertical" component="div">
            <FormField name="name" label="Vendor Name" required>
              <Input autoComplete="organization" />
            </FormField>
            <FormField name="contactEmail" label="Contact Email">
              <Input type="email" autoComplete="email" />
            </FormField>
            <FormField name="contactPhone" label="Contact Phone">
              <Input type="tel" autoComplete="tel" />
            </FormField>
            <FormField name="address" label="Address">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </FormField>
          </Form>
        </Modal>
      )}
    </Formik>
  )
}
