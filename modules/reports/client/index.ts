import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'reports',
  routes: [],
  nav: [],
})
