import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Form } from 'antd'
import { getIn, setIn, useFormikContext, type FormikErrors } from 'formik'
import { ApiError } from '@shell/api/client'

interface FormFieldProps {
  name: string
  label?: ReactNode
  /** 'checked' for Switch and Checkbox; 'value' for everything else. */
  valuePropName?: 'value' | 'checked'
  help?: ReactNode
  required?: boolean
  children: ReactElement
}

/*
 * Ant Design controls call onChange with an event (Input) or a bare value
 * (Select, InputNumber, DatePicker); Formik needs the value either way.
 */
function valueFromChange(valuePropName: 'value' | 'checked', args: unknown[]) {
  const [first] = args
  if (first && typeof first === 'object' && 'target' in first) {
    const target = (first as { target: { value?: unknown; checked?: unknown } }).target
    return valuePropName === 'checked' ? target.checked : target.value
  }
  return first
}

/**
 * Binds one antd control to a Formik field and shows its error under it once
 * the field was touched or the form submitted (there is no maintained
 * Formik binding for antd 6).
 */
export function FormField({
  name,
  label,
  valuePropName = 'value',
  help,
  required,
  children,
}: FormFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>()
  const error = getIn(formik.errors, name) as string | undefined
  const touched = getIn(formik.touched, name) as boolean | undefined
  const showError = Boolean(error) && (Boolean(touched) || formik.submitCount > 0)

  if (!isValidElement(children)) return null
  const control = cloneElement(children as ReactElement<Record<string, unknown>>, {
    id: name,
    name,
    [valuePropName]: getIn(formik.values, name),
    status: showError ? 'error' : undefined,
    onChange: (...args: unknown[]) => {
      void formik.setFieldValue(name, valueFromChange(valuePropName, args))
    },
    onBlur: () => {
      void formik.setFieldTouched(name, true, false)
    },
  })

  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      validateStatus={showError ? 'error' : undefined}
      help={showError ? error : help}
    >
      {control}
    </Form.Item>
  )
}

/**
 * Puts a server 422's field errors onto the form. Returns false when the
 * error was something else, so the caller shows its toast instead.
 */
export function applyServerErrors<Values>(
  error: unknown,
  setErrors: (errors: FormikErrors<Values>) => void
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false
  const fieldErrors = (error.body as { errors?: Array<{ field: string; message: string }> } | null)
    ?.errors
  if (!fieldErrors?.length) return false
  let errors: FormikErrors<Values> = {}
  for (const { field, message } of fieldErrors) {
    if (getIn(errors, field) === undefined) errors = setIn(errors, field, message)
  }
  setErrors(errors)
  return true
}
