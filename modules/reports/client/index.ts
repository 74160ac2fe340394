import { createElement } from 'react'
import { BarChartOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'reports',
  routes: [
    { path: '/reports', page: () => import('./pages/reports/reports_page') },
    { path: '/reports/variance', page: () => import('./pages/variance_page') },
  ],
  nav: [
    {
      label: 'Reports',
      icon: createElement(BarChartOutlined),
      path: '/reports',
      order: 70,
      onBottomBar: true,
    },
  ],
  dashboardWidgets: [
    {
      key: 'dashboard-metrics',
      order: 10,
      wide: true,
      component: () => import('./widgets/dashboard_metrics'),
    },
  ],
})
