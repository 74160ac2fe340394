import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompressPlugin } from './scripts/precompress_plugin.ts'
import { antdStylesPlugin } from './scripts/antd_styles_plugin.ts'
import { antdMapTokenPlugin } from './scripts/antd_map_token_plugin.ts'
import { appTheme } from './frontend/src/theme.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: fromRoot('./frontend'),
  plugins: [
    react(),
    antdStylesPlugin({
      sourceDirs: [fromRoot('./frontend/src'), fromRoot('./modules')],
      theme: appTheme,
    }),
    antdMapTokenPlugin({ theme: appTheme }),
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      '@shell': fromRoot('./frontend/src'),
      '@modules': fromRoot('./modules'),
      '@shared': fromRoot('./backend/shared'),
    },
  },
  server: {
    port: 5173,
    fs: { allow: [fromRoot('.')] },
    proxy: { '/api': 'http://localhost:3333' },
  },
  build: {
    outDir: fromRoot('./build/public'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            /*
             * Everything index.html's entry imports statically in one chunk: left
             * to automatic splitting it was 15 files (split by which lazy pages
             * share them), all needed before the first render anyway.
             */
            { name: 'initial', tags: ['$initial'], priority: 2 },
            /*
             * The signed-in shell and everything it imports, in one chunk: it
             * was 11 files, split by which pages share them, yet every page
             * needs the shell, and first_requests.ts downloads it on every
             * load (the sign-in screens import the few modules they share
             * with it from there). Ten fewer requests queue on the browser's
             * six connections with the page's chunks; first load 196.5 →
             * 193.5 KB gzip.
             */
            {
              name: 'signed_in_app',
              test: /frontend[\\/]src[\\/]signed_in_app\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        /*
         * rc-form's index attaches Field, List and useForm to its default
         * export, which reads as a side effect, so antd's ConfigProvider
         * (importing only FormProvider) dragged the whole form engine and
         * its validator into every first load. Its re-exports are pure.
         */
        moduleSideEffects: (id) => !/[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/.test(id),
      },
    },
  },
})
