import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Most first visits open the landing page, which is a lazy chunk: without a hint the browser asks for it
 * only after the entry script has run. A modulepreload link lets it download alongside the entry.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'gapwise:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const landing = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/landing/LandingPage.tsx'),
        );
        if (landing?.type !== 'chunk') throw new Error('preload: no LandingPage chunk in the build');
        return [landing.fileName, ...landing.imports]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

// In `npm run dev` the API server listens on 3001 and Vite proxies /api to it, so the browser sees one
// origin on :3000 just as in production.
export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLandingChunk()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: false } },
  },
  build: { sourcemap: true, target: 'es2022', manifest: true },
});
