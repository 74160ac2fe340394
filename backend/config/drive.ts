import { join } from 'node:path'
import { defineConfig, services } from '@adonisjs/drive'
import { storagePath } from '#config/app'

/**
 * Uploads are private: nothing is served straight from disk. Routes that
 * show a file check the session first and stream it with `nosniff`.
 */
const driveConfig = defineConfig({
  default: 'uploads',
  services: {
    uploads: services.fs({
      location: join(storagePath, 'uploads'),
      serveFiles: false,
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
