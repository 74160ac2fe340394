import { createElement } from 'react'
import { DatabaseOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'
import { firstListRequests } from './product_list_query'

export default defineClientModule({
  name: 'inventory',
  routes: [
    {
      path: '/inventory',
      page: () => import('./pages/inventory/inventory_page'),
      firstData: firstListRequests,
    },
  ],
  nav: [
    {
      label: 'Inventory',
      icon: createElement(DatabaseOutlined),
      path: '/inventory',
      order: 10,
      onBottomBar: true,
    },
  ],
  dashboardWidgets: [
    {
      key: 'inventory-shortcuts',
      order: 22,
      narrow: true,
      component: () => import('./widgets/inventory_shortcuts'),
    },
    {
      key: 'current-inventory',
      order: 30,
      wide: true,
      component: () => import('./widgets/current_inventory'),
    },
  ],
})
