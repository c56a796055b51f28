import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './build/preact-aliases.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ command, isSsrBuild }) => {
  if (command === 'build') {
    // A build is what phones download, so its libraries (React Router, TanStack Query) are
    // always their production builds (smaller, and fast), even when NODE_ENV=development is set
    // for the API in the same shell (.env.example). Vite reads NODE_ENV after loading this file.
    process.env.NODE_ENV = 'production';
  }
  return {
    plugins: [
      // React's Fast Refresh hooks into React DOM, which the page does not run (decision 025):
      // in `npm run dev` an edited component reloads the page instead of showing stale code.
      react({ refreshExclude: /./ }),
      tailwindcss(),
      precompress(),
    ],
    // Preact in place of React DOM, in the browser's and the server's bundles (decision 025).
    resolve: { alias: preactAliases },
    server: {
      // The API owns /api in every environment; in dev it runs beside Vite on port 3000.
      proxy: { '/api': 'http://localhost:3000' },
    },
    // The server's bundle of the public pages (decision 017) carries every library it uses, so
    // the API process needs nothing from the web app's node_modules and runs production code.
    ssr: { noExternal: true },
    // Bundled libraries pick their build at run time from process.env.NODE_ENV unless it is
    // fixed here, as the browser build fixes it.
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: 'dist',
          // dist/.vite/manifest.json: what build/check-budgets.mjs reads to weigh each page's JS.
          manifest: true,
          rolldownOptions: {
            // The entry and the lazy pages export nothing anyone imports by name; rolldown needs
            // to know that to copy small shared chunks into the pages (below).
            preserveEntrySignatures: false,
            output: {
              // The framework every page needs changes far less often than our code: a separate,
              // long-cached chunk means a returning visitor re-downloads only the app after a
              // deploy. Other libraries (forms, zod, dates) stay with the lazy pages that use them,
              // so the first page on a slow connection does not pay for the booking wizard's code.
              codeSplitting: {
                /*
                 * Shared modules under 16 KiB (before minification) are copied into the chunks
                 * that use them instead of each being a file of their own (decision 036): /service
                 * fetched 28 files of JavaScript, most under 1 KB, which a phone asks for over
                 * six connections of a slow network, each round a 0.56 s wait. Rolldown's runtime
                 * keeps one copy of each module's state, however many chunks carry it. Chunks
                 * with styles stay files, as rolldown's guide says Vite's CSS handling needs.
                 */
                experimentalInlineCommonChunks: {
                  maxSize: 16 * 1024,
                  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                },
                groups: [
                  // Vite's helper that fetches a lazy module's imports together. Every chunk with a
                  // lazy import uses it; in a chunk of its own it is not in the entry chunk, which
                  // owns the page's stylesheet, so no lazy import names that stylesheet among its
                  // needs and fetches it again beside the copy the server wrote inline (decision 033).
                  { name: 'preload-helper', test: /vite\/preload-helper/ },
                  {
                    name: 'framework',
                    test: /node_modules[\\/](preact|react-router|@tanstack|i18next|react-i18next)[\\/]/,
                  },
                ],
              },
            },
          },
        },
  };
});
