import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'counts',
  routes: [],
  nav: [],
})
