import { currentPage } from '@shell/first_requests'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { ConfigProvider } from 'antd'
/* antd/locale/en_US is CommonJS: it bundled antd's lib copies of the locales beside the es ones (1.8 KB gzip). */
import enUS from 'antd/es/locale/en_US'
import { swrDefaults } from '@shell/api/swr_defaults'
import { AuthProvider } from '@shell/auth/auth_context'
import { Toaster } from '@shell/notifications/toaster'
import { App } from '@shell/app'
import { appTheme } from '@shell/theme'
import { withPrebuiltMapToken } from '@shell/prebuilt_theme'
import { mapToken } from 'virtual:antd-map-token'
import 'virtual:antd-styles.css'
import './styles.css'

/*
 * Installable, and the count screen keeps working offline (public/sw.js). Not in dev: Vite
 * serves modules. Registered once the opened page's code is here and the page has drawn:
 * installed during a cold load, the worker's script, the three files it keeps and its
 * taking control of every later request competed with the page's own chunks.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
  void currentPage.then(() =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), {
      timeout: 3000,
    })
  )
}

/* zeroRuntime: the components' CSS comes from the build (virtual:antd-styles.css). */
const theme = { ...withPrebuiltMapToken(appTheme, mapToken), zeroRuntime: true }

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={enUS} theme={theme}>
      {/* Not antd's <App>, which was here only for its base text style (.app-root): its
          modal/message/notification hooks, unused (the toaster is our own), cost every
          first load ~19 KB gzip. */}
      <div className="app-root">
        <SWRConfig value={swrDefaults}>
          <Toaster>
            <AuthProvider>
              <App />
            </AuthProvider>
          </Toaster>
        </SWRConfig>
      </div>
    </ConfigProvider>
  </StrictMode>
)
