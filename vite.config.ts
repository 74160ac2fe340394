import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: fromRoot('./frontend'),
  plugins: [react()],
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
  },
})
