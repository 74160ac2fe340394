import { useId, type CSSProperties, type ReactNode } from 'react'

/**
 * A white bordered box drawn like antd's Card (styles.css, .panel). Card
 * brings Tabs (for its tab list) and with it ~13 KB gzip; a screen that
 * must stay in its route budget frames its content with this. With a
 * `title` it has Card's head (the title, `extra` at its end) and is a
 * region named by its title, as a titled Card section with
 * `role="region"` was.
 */
export function Panel(props: {
  title?: ReactNode
  extra?: ReactNode
  compact?: boolean
  className?: string
  style?: CSSProperties
  children: ReactNode
}) {
  const titleId = useId()
  const className = ['panel', props.compact && 'panel-compact', props.className]
    .filter(Boolean)
    .join(' ')
  if (props.title === undefined) {
    return (
      <div className={className} style={props.style}>
        {props.children}
      </div>
    )
  }
  return (
    <section className={`${className} panel-titled`} style={props.style} aria-labelledby={titleId}>
      <div className="panel-head">
        <div className="panel-title" id={titleId}>
          {props.title}
        </div>
        {props.extra}
      </div>
      <div className="panel-body">{props.children}</div>
    </section>
  )
}
