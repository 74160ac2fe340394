import { createElement } from 'react'
import { ApiOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'integrations',
  routes: [{ path: '/integrations', page: () => import('./pages/integrations_page') }],
  nav: [
    {
      label: 'Integrations',
      icon: createElement(ApiOutlined),
      path: '/integrations',
      order: 60,
      onBottomBar: true,
    },
  ],
})
