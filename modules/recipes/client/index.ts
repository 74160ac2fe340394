import { createElement } from 'react'
import { ExperimentOutlined } from '@ant-design/icons'
import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'recipes',
  routes: [{ path: '/recipes', page: () => import('./pages/recipes_page') }],
  nav: [
    {
      label: 'Recipes',
      icon: createElement(ExperimentOutlined),
      path: '/recipes',
      order: 40,
      onBottomBar: true,
    },
  ],
})
