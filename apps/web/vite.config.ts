import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { directImports, LIBRARY_DIRECT_IMPORTS } from './build/direct-imports';
import { firstVisitChunks } from './build/first-visit-chunks';
import { precompressPlugin } from './build/precompress';

/** Ant Design's primary blue, the logo's background: the installed app's title bar. */
const THEME_COLOUR = '#1677ff';

/**
 * Navigations the service worker leaves to the network: the public homepage (prerendered per
 * language, network-first below), the crawlers' files and the API. Workbox matches them
 * against the path and the query.
 */
const NOT_THE_APP_SHELL = [
  /^\/(?:\?.*)?$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/api(?:\/|$)/,
];

/**
 * What a first visit loads, in few files (build/first-visit-chunks.ts). The sign-in and the
 * homepage start without the app (main.tsx): what the sign-in shares with the homepage and the
 * app (React, zod, the stored session) is `start-common`, what the homepage shares with the app
 * besides (i18next's React binding, icons, more of the shared package) `app-start-common`.
 * Every other address starts the app; the layout and the requests list are a signed-in user's
 * first screens (the installed app's start_url below).
 */
const firstVisit = firstVisitChunks({
  root: import.meta.dirname,
  entry: 'src/main.tsx',
  separateStarts: [
    { module: 'src/features/auth/sign-in/sign-in-entry.tsx', commonChunk: 'start-common' },
    { module: 'src/features/home/home-entry.tsx', commonChunk: 'app-start-common' },
  ],
  screens: [
    { chunk: 'app-start', module: 'src/app/start-app.tsx' },
    { chunk: 'app-shell', module: 'src/app/layout/app-layout.tsx' },
    { chunk: 'requests', module: 'src/features/orders/pages/orders-list-page.tsx' },
  ],
  barrel: { specifier: '@freight/shared', module: '../../packages/shared/src/index.ts' },
});

export default defineConfig({
  plugins: [
    react(),
    directImports(LIBRARY_DIRECT_IMPORTS),
    firstVisit.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers it (lib/pwa/service-worker.ts), after the first paint.
      injectRegister: false,
      includeAssets: ['logo-short.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Freight',
        short_name: 'Freight',
        description:
          'Freight orders, carriers, contracts and documents in one place — Жүк тасымалы · Грузоперевозки',
        lang: 'kk',
        // The signed-in landing every role has (app/require-session.tsx); a visitor without a
        // session is sent on to the sign-in. Not `/`: the homepage is for visitors and needs
        // the network, while the app's shell opens offline.
        start_url: '/requests',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/logo-short.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app shell: index.html, every script and style (each screen's code, so a visited
        // screen opens offline), the icons. Translations are cached as they are read (below);
        // source maps and the build's .br/.gz copies are not the app.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP_SHELL,
        cleanupOutdatedCaches: true,
        // The push alerts' handlers (public/push-sw.js): shown and opened by the worker.
        importScripts: ['/push-sw.js'],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Shown at once from the cache, refreshed behind it for the next time.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'translations' },
          },
          {
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && url.pathname === '/',
            handler: 'NetworkFirst',
            options: { cacheName: 'homepage', networkTimeoutSeconds: 5 },
          },
          // No rule for /api/**: the worker never answers it, so every API request goes to the
          // network as if there were no worker (signed-in data is never stale).
        ],
      },
    }),
    // Last: compresses what all the plugins above wrote, the service worker included.
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
  // Screens load with their first visit (app/router.tsx); the largest chunks, those of the first
  // screens (firstVisit above), are up to ~530 kB before compression.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: firstVisit.groups } },
      treeshake: {
        // The shared package's modules only declare (schemas, rules, tables): a page keeps the
        // modules it uses, not every module its barrel (`@freight/shared`) re-exports.
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
    },
  },
});
