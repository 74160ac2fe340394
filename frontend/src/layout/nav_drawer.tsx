import type { ReactNode } from 'react'
import { Drawer } from 'antd'

/** The phone's navigation drawer; app_layout loads it on the first tap of the menu button. */
export default function NavDrawer(props: {
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Drawer title="Barstock" placement="left" open={props.open} onClose={props.onClose} size={260}>
      {props.children}
    </Drawer>
  )
}
