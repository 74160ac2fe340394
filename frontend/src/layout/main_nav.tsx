import { Link } from 'react-router'
import type { NavEntry } from '@shell/modules/types'

/**
 * The sidebar's and the phone drawer's list of screens: plain links styled
 * like antd's inline menu (styles.css, .main-nav). Not antd's Menu: with
 * rc-menu, overflow and tooltip it cost every first load ~24 KB gzip, for
 * a list that never folds or pops up.
 */
export function MainNav(props: { entries: NavEntry[]; active?: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main navigation" className="main-nav">
      <ul>
        {props.entries.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="main-nav-item"
              aria-current={entry.path === props.active ? 'page' : undefined}
              onClick={props.onNavigate}
            >
              <span className="main-nav-icon">{entry.icon}</span>
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
