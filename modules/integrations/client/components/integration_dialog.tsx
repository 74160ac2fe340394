import { Form, Input, Modal, Select, Switch, Flex } from 'antd'
import { Formik } from 'formik'
import * as yup from 'yup'
import { FormField, applyServerErrors } from '@shell/components/form_field'
import { failureDescription } from '@shell/notifications/failure_description'
import { useToast } from '@shell/notifications/toaster'
import {
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  INTEGRATION_TYPES,
  INTEGRATION_TYPE_LABELS,
  isHttpUrl,
  type IntegrationType,
} from '@modules/integrations/shared/integration_rules'
import {
  createIntegration,
  updateIntegration,
  type Integration,
  type IntegrationInput,
} from '../api'

interface Values {
  name: string
  type: IntegrationType
  apiKey: string
  apiSecret: string
  endpoint: string
  locationId: string
  isActive: boolean
  syncInventory: boolean
  syncSales: boolean
}

const schema = (editing: boolean) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(INTEGRATION_MESSAGES.nameRequired)
      .max(INTEGRATION_LIMITS.name, `Name must be at most ${INTEGRATION_LIMITS.name} characters`),
    /* Editing, a blank key keeps the stored one (the form never receives it). */
    apiKey: editing
      ? yup.string().trim()
      : yup.string().trim().required(INTEGRATION_MESSAGES.apiKeyRequired),
    endpoint: yup
      .string()
      .trim()
      .test('url', INTEGRATION_MESSAGES.invalidUrl, (value) => !value || isHttpUrl(value)),
  })

const TYPE_OPTIONS = INTEGRATION_TYPES.map((type) => ({
  value: type,
  label: INTEGRATION_TYPE_LABELS[type],
}))

interface Props {
  integration?: Integration
  onClose: () => void
  onSaved: () => void
}

export function IntegrationDialog({ integration, onClose, onSaved }: Props) {
  const toast = useToast()
  const editing = integration !== undefined
  const initialValues: Values = {
    name: integration?.name ?? '',
    type: integration?.type ?? 'square',
    apiKey: '',
    apiSecret: '',
    endpoint: integration?.endpoint ?? '',
    locationId: integration?.locationId ?? '',
    isActive: integration?.isActive ?? true,
    syncInventory: integration?.syncInventory ?? true,
    syncSales: integration?.syncSales ?? true,
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema(editing)}
      onSubmit={async (values, { setErrors }) => {
        const input: IntegrationInput = {
          name: values.name.trim(),
          type: values.type,
          endpoint: values.endpoint.trim() || null,
          locationId: values.locationId.trim() || null,
          isActive: values.isActive,
          syncInventory: values.syncInventory,
          syncSales: values.syncSales,
        }
        if (values.apiKey.trim()) input.apiKey = values.apiKey.trim()
        if (values.apiSecret.trim()) input.apiSecret = values.apiSecret.trim()
        try {
          if (editing) {
            await updateIntegration(integration.id, input)
            toast({ title: 'POS integration updated successfully', variant: 'success' })
          } else {
            await createIntegration(input)
            toast({ title: 'POS integration created successfully', variant: 'success' })
          }
          onSaved()
        } catch (error) {
          if (applyServerErrors(error, setErrors)) return
          const text = editing
            ? 'Failed to update POS integration'
            : 'Failed to create POS integration'
          toast({ title: 'Error', description: failureDescription(text, error), variant: 'error' })
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open
          title={editing ? 'Edit Integration' : 'Add Integration'}
          okText={editing ? 'Save Changes' : 'Add Integration'}
          confirmLoading={isSubmitting}
          onOk={() => handleSubmit()}
          onCancel={onClose}
          destroyOnHidden
        >
          <Form layout="vertical" component="div">
            <FormField name="name" label="Integration Name" required>
              <Input placeholder="Main bar Square" />
            </FormField>
            <FormField name="type" label="POS System">
              <Select options={TYPE_OPTIONS} />
            </FormField>
            <FormField
              name="apiKey"
              label="API Key"
              required={!editing}
              help={
                editing ? `Leave blank to keep the saved key (${integration.apiKey})` : undefined
              }
            >
              <Input.Password autoComplete="off" />
            </FormField>
            <FormField
              name="apiSecret"
              label="API Secret"
              help={
                editing && integration.apiSecret
                  ? `Leave blank to keep the saved secret (${integration.apiSecret})`
                  : 'Optional'
              }
            >
              <Input.Password autoComplete="off" />
            </FormField>
            <FormField
              name="endpoint"
              label="Endpoint"
              help="Optional; the provider's API address is used when blank"
            >
              <Input placeholder="https://" inputMode="url" />
            </FormField>
            <FormField name="locationId" label="Location ID">
              <Input />
            </FormField>
            <Flex gap={16} wrap>
              <FormField name="isActive" label="Active" valuePropName="checked">
                <Switch />
              </FormField>
              <FormField name="syncInventory" label="Sync Inventory" valuePropName="checked">
                <Switch />
              </FormField>
              <FormField name="syncSales" label="Sync Sales" valuePropName="checked">
                <Switch />
              </FormField>
            </Flex>
          </Form>
        </Modal>
      )}
    </Formik>
  )
}
