import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The staff console. It is served by the same server under /admin/ (apps/server's web-site
 * plugin), so every asset URL carries that base and the router runs with basename /admin.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // Vite 8: CommonJS default imports arrive as the module's default export (docs/stack.md).
  legacy: { inconsistentCjsInterop: true },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
