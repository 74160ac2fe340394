import { createElement } from 'react'
import { ShoppingCartOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'purchasing',
  routes: [
    { path: '/purchase-orders', page: () => import('./pages/orders/orders_page') },
    {
      path: '/purchase-orders/suggestions',
      page: () => import('./pages/suggestions/suggestions_page'),
      minRole: 'manager',
    },
    { path: '/purchase-orders/:id', page: () => import('./pages/order_detail/order_detail_page') },
    {
      path: '/purchase-orders/:id/print',
      page: () => import('./pages/order_print/order_print_page'),
    },
  ],
  nav: [
    {
      label: 'Purchase Orders',
      shortLabel: 'Orders',
      icon: createElement(ShoppingCartOutlined),
      path: '/purchase-orders',
      order: 20,
      onBottomBar: true,
    },
  ],
  dashboardWidgets: [
    {
      key: 'recent-purchase-orders',
      order: 40,
      wide: true,
      component: () => import('./widgets/recent_orders'),
    },
  ],
})
