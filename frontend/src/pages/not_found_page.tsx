import { Button, Result } from 'antd'
import { Link } from 'react-router'

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="The page you are looking for does not exist or was moved."
      extra={
        <Link to="/dashboard">
          <Button type="primary">Back to Dashboard</Button>
        </Link>
      }
    />
  )
}
