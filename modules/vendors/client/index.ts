import { createElement } from 'react'
import { ShopOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'vendors',
  routes: [{ path: '/vendors', page: () => import('./pages/vendors/vendors_page') }],
  nav: [{ label: 'Vendors', icon: createElement(ShopOutlined), path: '/vendors', order: 50 }],
})
