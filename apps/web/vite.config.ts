import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the API server listens on 3001 and Vite proxies /api to it, so the browser sees one
// origin on :3000 just as in production.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: false } },
  },
  build: { sourcemap: true, target: 'es2022', manifest: true },
});
