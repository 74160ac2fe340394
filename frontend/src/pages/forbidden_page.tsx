import { Result } from 'antd'

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="Not allowed"
      subTitle="Your role does not give access to this screen. Ask an administrator if you need it."
    />
  )
}
