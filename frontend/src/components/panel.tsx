import type { CSSProperties, ReactNode } from 'react'

/**
 * A white bordered box drawn like antd's Card without a title (styles.css,
 * .panel). Card brings Tabs (for its tab list) and with it ~10 KB gzip; a
 * screen that must stay in its route budget frames its content with this.
 */
export function Panel(props: { compact?: boolean; style?: CSSProperties; children: ReactNode }) {
  return (
    <div className={props.compact ? 'panel panel-compact' : 'panel'} style={props.style}>
      {props.children}
    </div>
  )
}
