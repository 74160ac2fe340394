import { createElement } from 'react'
import { CheckSquareOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'counts',
  routes: [
    { path: '/counts', page: () => import('./pages/counts_page') },
    { path: '/counts/:id', page: () => import('./pages/count_session_page') },
  ],
  /* In the phone's menu, not on its bottom bar (the bar keeps SPEC §2's six entries). */
  nav: [{ label: 'Counts', icon: createElement(CheckSquareOutlined), path: '/counts', order: 75 }],
})
