import { Env } from '@adonisjs/core/env'
import { ensureAppKey, resolveStoragePath } from '#app/storage/runtime_storage'

ensureAppKey(resolveStoragePath())

export default await Env.create(new URL('../../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),
  STORAGE_PATH: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  UPLOAD_TMP_DIR: Env.schema.string.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  /* The bar's business day (app/settings/business_day.ts). */
  BAR_TIME_ZONE: Env.schema.string.optional(),
  BAR_CLOSEOUT_HOUR: Env.schema.number.optional(),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_FROM: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
})
