import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'integrations',
  routes: [],
  nav: [],
})
