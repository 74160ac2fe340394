import { useState } from 'react'
import useSWR from 'swr'
import { Button, Card, Flex, Grid, Select, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { api } from '@shell/api/client'
import { PageHeader } from '@shell/components/page_header'
import { LoadError } from '@shell/components/load_error'
import { useCurrentUser } from '@shell/auth/auth_context'
import { useToast } from '@shell/notifications/toaster'
import { failureDescription } from '@shell/notifications/failure_description'
import type { Role } from '@shell/modules/types'
import { lazyDialog } from '@shell/components/lazy_dialog'
import { DemoBarCard } from '@shell/pages/users/demo_bar_card'

const UserDialog = lazyDialog(() =>
  import('@shell/pages/users/user_dialog').then((m) => m.UserDialog)
)

export interface ManagedUser {
  id: string
  username: string
  role: Role
  disabled: boolean
  createdAt: string | null
}

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff — view, receive shipments, count stock' },
  { value: 'manager', label: 'Manager — orders, costs, recipes, vendors, imports' },
  { value: 'admin', label: 'Admin — everything, including users' },
]

export default function UsersPage() {
  const me = useCurrentUser()
  const toast = useToast()
  /* On a phone the status sits under the name and the actions stack, so nothing is off-screen. */
  const phone = !Grid.useBreakpoint().sm
  const { data, error, isLoading, mutate } = useSWR<ManagedUser[]>('/api/users')
  const [dialog, setDialog] = useState<
    { mode: 'create' } | { mode: 'password'; user: ManagedUser } | null
  >(null)

  const update = async (
    user: ManagedUser,
    changes: Partial<Pick<ManagedUser, 'role' | 'disabled'>>
  ) => {
    try {
      await api('PUT', `/api/users/${user.id}`, changes)
      toast({ title: 'User updated successfully', variant: 'success' })
      await mutate()
    } catch (updateError) {
      toast({
        title: 'Error',
        description: failureDescription('Failed to update user', updateError),
        variant: 'error',
      })
    }
  }

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Who can sign in, and what each role may do"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ mode: 'create' })}
          >
            Add User
          </Button>
        }
      />
      {error && <LoadError error={error} onRetry={() => void mutate()} />}
      <Card>
        <Table<ManagedUser>
          rowKey="id"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={false}
          size={phone ? 'small' : 'middle'}
          scroll={phone ? undefined : { x: 640 }}
          columns={[
            {
              title: 'Username',
              dataIndex: 'username',
              render: (username: string, user) =>
                phone ? (
                  <Flex vertical gap={4} align="start">
                    <span style={{ wordBreak: 'break-word' }}>{username}</span>
                    <StatusTag disabled={user.disabled} />
                  </Flex>
                ) : (
                  username
                ),
            },
            {
              title: 'Role',
              dataIndex: 'role',
              render: (role: Role, user) => (
                <Select
                  aria-label={`Role of ${user.username}`}
                  value={role}
                  style={{ minWidth: phone ? 92 : 140 }}
                  options={ROLE_OPTIONS.map((option) => ({
                    value: option.value,
                    label: option.value,
                  }))}
                  onChange={(next) => void update(user, { role: next })}
                />
              ),
            },
            {
              title: 'Status',
              dataIndex: 'disabled',
              responsive: ['sm'],
              render: (disabled: boolean) => <StatusTag disabled={disabled} />,
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, user) => (
                <Flex vertical={phone} align="start">
                  <Button
                    type="link"
                    size={phone ? 'small' : 'middle'}
                    onClick={() => setDialog({ mode: 'password', user })}
                  >
                    Reset password
                  </Button>
                  {user.id !== me.id && (
                    <Button
                      type="link"
                      size={phone ? 'small' : 'middle'}
                      danger={!user.disabled}
                      onClick={() => void update(user, { disabled: !user.disabled })}
                    >
                      {user.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <DemoBarCard />
      {dialog && (
        <UserDialog
          mode={dialog.mode}
          user={dialog.mode === 'password' ? dialog.user : undefined}
          roleOptions={ROLE_OPTIONS}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            void mutate()
          }}
        />
      )}
    </>
  )
}

function StatusTag({ disabled }: { disabled: boolean }) {
  return disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>
}
