/* Modules the build generates (vite.config.ts). */
declare module 'virtual:antd-map-token' {
  import type { MapToken } from './prebuilt_theme'

  export const mapToken: MapToken
}
