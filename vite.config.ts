import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Most loads are by someone signed in: index.html preloads the signed-in
 * shell's chunks with the entry's, instead of the browser finding them only
 * once the entry has run (app.tsx imports the shell right away anyway).
 */
function preloadSignedInShell(): Plugin {
  let base = '/'
  return {
    name: 'barstock:preload-signed-in-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
        const chunks = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file]] : []
          )
        )
        const closure = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return seen
          seen.add(fileName)
          for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen)
          return seen
        }
        const shell = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith('/frontend/src/signed_in_app.tsx')
        )
        if (!shell) throw new Error('signed_in_app chunk not found')
        const preloaded = closure(entry.fileName, new Set())
        const files = [...closure(shell.fileName, new Set())].filter((file) => !preloaded.has(file))
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

export default defineConfig({
  root: fromRoot('./frontend'),
  plugins: [react(), preloadSignedInShell()],
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
