/* Modules the build generates (vite.config.ts). */
declare module 'virtual:antd-map-token' {
  import type { MapToken } from './map_token'

  export const mapToken: MapToken
}
