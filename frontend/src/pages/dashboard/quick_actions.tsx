import { useNavigate } from 'react-router'
import { Button, Card, Dropdown, Flex } from 'antd'
import {
  DownOutlined,
  ExperimentOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
  SlidersOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@shell/auth/auth_context'
import { clientModules, roleAllows } from '@shell/modules/registry'
import type { Role } from '@shell/modules/types'

interface QuickAction {
  label: string
  path: string
  icon: ReactNode
  /** The module whose screen the action opens: no module, no action. */
  module: string
  minRole?: Role
}

/* SPEC §2: each opens the real thing (the screens open their dialog from the address). */
const QUICK_ACTIONS: QuickAction[] = [
  {
    label: 'Create Purchase Order',
    path: '/purchase-orders?create=1',
    icon: <ShoppingCartOutlined />,
    module: 'purchasing',
    minRole: 'manager',
  },
  { label: 'Receive Shipment', path: '/receiving', icon: <InboxOutlined />, module: 'receiving' },
  {
    label: 'Add New Recipe',
    path: '/recipes?create=1',
    icon: <ExperimentOutlined />,
    module: 'recipes',
    minRole: 'manager',
  },
  {
    label: 'Inventory Adjustment',
    path: '/inventory?adjust=choose',
    icon: <SlidersOutlined />,
    module: 'inventory',
  },
]

function useQuickActions() {
  const user = useCurrentUser()
  return QUICK_ACTIONS.filter(
    (action) =>
      roleAllows(user.role, action.minRole) &&
      clientModules.some((module) => module.name === action.module)
  )
}

/** The header's Quick Actions button: the same actions as a menu. */
export function QuickActionsMenu() {
  const actions = useQuickActions()
  const navigate = useNavigate()
  if (actions.length === 0) return null
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map((action) => ({
          key: action.path,
          icon: action.icon,
          label: action.label,
        })),
        onClick: ({ key }) => void navigate(key),
      }}
    >
      <Button type="primary" icon={<ThunderboltOutlined />}>
        Quick Actions <DownOutlined />
      </Button>
    </Dropdown>
  )
}

export function QuickActionsCard() {
  const actions = useQuickActions()
  const navigate = useNavigate()
  return (
    <Card title="Quick Actions" role="region" aria-label="Quick Actions">
      <Flex vertical gap={8}>
        {actions.map((action) => (
          <Button
            key={action.path}
            block
            icon={action.icon}
            onClick={() => void navigate(action.path)}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
    </Card>
  )
}
