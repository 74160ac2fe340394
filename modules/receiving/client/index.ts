import { createElement } from 'react'
import { InboxOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'receiving',
  routes: [
    { path: '/receiving', page: () => import('./pages/receiving_page') },
    { path: '/receiving/:orderId', page: () => import('./pages/receive_form/receive_form_page') },
    {
      path: '/receiving/:orderId/credit-request',
      page: () => import('./pages/credit_request_page'),
      minRole: 'manager',
    },
  ],
  nav: [
    {
      label: 'Receiving',
      icon: createElement(InboxOutlined),
      path: '/receiving',
      order: 30,
      onBottomBar: false,
    },
  ],
  dashboardWidgets: [
    {
      key: 'shipments-to-receive',
      order: 35,
      component: () => import('./widgets/shipments_to_receive'),
    },
  ],
})
