import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheStages } from './scripts/vite/precache-stages';
import { precompress } from './scripts/vite/precompress';
import { launchChunks } from './scripts/vite/launch-chunks';
import { ocrAssets } from './scripts/vite/ocr-assets';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
// The precache in two stages (scripts/vite/precache-stages.ts): the shell and gate screens at install, the rest once the app runs.
const stages = precacheStages();
// A launch's modules in a few chunks (scripts/vite/launch-chunks.ts): the entry's, then the sign-in machinery, sign-in, the layout, each gate screen.
const launch = launchChunks();

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    stages.plugin,
    launch.plugin,
    // The passport OCR's worker, cores and model under /ocr/, loaded on demand (not precached: kept by the service worker once used).
    ocrAssets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Estate Resident',
        short_name: 'Estate',
        description: 'Access, visitors, facilities and news for your residential estate.',
        theme_color: '#c62828',
        background_color: '#ffffff',
        display: 'standalone',
        // '/' sends a signed-in person to their landing page (src/app/landing.ts): a manager's console, a guard's gate, Home.
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      // mjs and pfb: the PDF viewer's pdf.js worker and its two bundled standard fonts (precached, so documents open offline).
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,png,svg,ico,webmanifest,wasm,pfb}'],
        // MapLibre (1.6 MB) draws only an online basemap (MAP_STYLE_URL): offline /poi shows the site plan, so it is not precached.
        // The Firebase Auth SDK signs in, signs up and resets passwords, all online only, and loads only when a project is configured.
        // The .br/.gz copies (scripts/vite/precompress.ts) are the same files in another encoding: the server picks one per request.
        globIgnores: ['ocr/**', '**/BasemapMap-*', '**/maplibre-gl-worker-*', '**/firebase-identity-*', '**/*.br', '**/*.gz'],
        manifestTransforms: [stages.transform],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // After the service worker is written (sequential closeBundle, order post): Brotli and gzip copies of every text file.
    precompress(),
  ],
  worker: { format: 'es' },
  server: { proxy: { '/sdk': apiTarget, '/dev/mailbox': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: launch.codeSplitting } },
    // The route tree's ~300 lazy imports would each carry the list of chunks to preload with it, all in the entry
    // (first load): only the screens of a launch keep theirs (sign-in, the signed-in layout, Home, the gate pass);
    // another route's chunk brings its own imports when it loads (the precache serves them). index.html keeps its preloads.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /^assets\/(sync|login|_app|home|access|guard)-[\w-]{8}\.js$/.test(file) ? deps : [],
    },
  },
});
