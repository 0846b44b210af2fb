import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8081';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@gateway': path.resolve(import.meta.dirname, '../gateway/src'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // dist/.vite/manifest.json: the chunk graph that `make size` walks (public pages must not reach
    // admin code or the rich-text editor) and that sizes the public home route.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/graphql': { target: gateway, ws: true },
    },
  },
});
