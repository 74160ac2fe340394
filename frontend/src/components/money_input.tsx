import { InputNumber, type InputNumberProps } from 'antd'

/**
 * A US-dollar amount: never negative, cents precision, full width. Takes
 * the props FormField injects (value, onChange, status, …) and any override.
 */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      step={0.01}
      precision={2}
      prefix="$"
      style={{ width: '100%' }}
      {...props}
    />
  )
}
