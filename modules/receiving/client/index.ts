import { defineClientModule } from '@shell/modules/types'

export default defineClientModule({
  name: 'receiving',
  routes: [],
  nav: [],
})
