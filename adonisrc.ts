import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  experimental: {
    mergeMultipartFieldsAndFiles: true,
    shutdownInReverseOrder: true,
  },

  directories: {
    config: 'backend/config',
    start: 'backend/start',
    commands: 'backend/commands',
    migrations: 'backend/database/migrations',
    seeders: 'backend/database/seeders',
    factories: 'backend/database/factories',
    providers: 'backend/providers',
    exceptions: 'backend/app/exceptions',
    middleware: 'backend/app/middleware',
    tests: 'backend/tests',
  },

  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/drive/drive_provider'),
  ],

  preloads: [() => import('#start/routes'), () => import('#start/kernel')],

  tests: {
    suites: [
      {
        name: 'unit',
        files: ['backend/tests/unit/**/*.spec.ts', 'modules/*/tests/unit/**/*.spec.ts'],
        timeout: 5000,
      },
      {
        name: 'functional',
        files: ['backend/tests/functional/**/*.spec.ts', 'modules/*/tests/functional/**/*.spec.ts'],
        timeout: 30000,
      },
    ],
    forceExit: false,
  },
})
