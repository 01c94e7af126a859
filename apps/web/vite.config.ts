import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * `vite build` makes the browser's files; `vite build --ssr` then makes the server's renderer of
 * public pages (docs/decisions/0050) into `server/` beside them, bundled whole so the server
 * loads it from any build folder (WEB_DIST) without this package's node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The renderer is a built artifact: React's production build whatever NODE_ENV the server runs
  // with (the development build draws several times slower). The JSX transform follows NODE_ENV as
  // the build sees it, and the React build must match it.
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'production' ? 'production' : 'development') }
    : {},
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        // Every browser the app supports (ES2022) knows <link rel="modulepreload">: no polyfill in the entry.
        // The links are kept (docs/decisions/0058): without them a page answers clicks ~0.4 s later.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The framework every first view runs, as one file rather than a dozen.
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:query-core|react-query)|clsx|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
