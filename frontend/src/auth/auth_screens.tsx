import { Card, Flex, Typography } from 'antd'
import { CredentialsForm } from '@shell/auth/credentials_form'

function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: React.ReactNode
}) {
  return (
    <Flex className="auth-screen" justify="center" align="center">
      <Card className="auth-card">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Barstock
        </Typography.Title>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </Card>
    </Flex>
  )
}

export function SetupScreen() {
  return (
    <AuthCard
      title="Welcome — create the administrator"
      intro="This is a new installation. The first account you create is the administrator, who can add staff and managers later."
    >
      <CredentialsForm mode="setup" />
    </AuthCard>
  )
}

export function SignInScreen() {
  return (
    <AuthCard title="Sign in" intro="Sign in with the account your manager gave you.">
      <CredentialsForm mode="sign-in" />
    </AuthCard>
  )
}
