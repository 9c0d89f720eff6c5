import { defineConfig } from 'vite';
import { preact } from '@preact/preset-vite';
import { reactToPreact } from './vite-plugins/react-to-preact';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell, WARM_FONTS } from './vite-plugins/app-shell';
import { csp } from './vite-plugins/csp';
import { inlineEntryCss } from './vite-plugins/inline-css';
import { lessonPreload } from './vite-plugins/lesson-preload';
import { workerPreload } from './vite-plugins/worker-preload';
import { compileHints } from './vite-plugins/compile-hints';
import { katexFontFaces } from './vite-plugins/katex-font-faces';
import { definitionOf, lessonIds } from './src/scenes/registry';
import { themes } from './app/store/scene-params';
import { DISPLAY_PARAMS } from './app/store/contents-address';
import { FLAG_ON } from './src/scenes/kit/value-schemas';

export default defineConfig({
  plugins: [
    // The app is written against React's API and rendered by Preact (README, "Libraries"): the
    // preset compiles JSX for Preact; the aliases to preact/compat are ours, shared with vitest.
    preact({ reactAliasesEnabled: false }),
    katexFontFaces(),
    // Before csp(): the policy hashes their inline scripts.
    lessonPreload(),
    appShell(() => ({
      titles: Object.fromEntries(lessonIds.map((id) => [id, definitionOf(id).title])),
      themes,
      display: DISPLAY_PARAMS,
      flagOn: FLAG_ON,
      warm: WARM_FONTS,
    })),
    csp(),
    inlineEntryCss(),
    compileHints(),
    // Offline (README, "Offline"): a generated service worker precaches the whole built app on the
    // first visit. app/offline.ts registers it.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: null,
      // favicon.svg, the manifest's icon, and favicon.png, the page's, are in the glob below already.
      includeManifestIcons: false,
      manifest: {
        name: 'Hindsight',
        short_name: 'Hindsight',
        description:
          'An in-browser lab for online learning theory: regret, mistake bounds and their proofs, live.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0072b2',
        background_color: '#ffffff',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Everything the app loads: the page, every JS chunk (the lazily loaded lessons, the KaTeX
        // theorem panel, the engine's module worker), the CSS, the icons, KaTeX's woff2 fonts, and the
        // sample CSVs in public/ (so `data=/samples/…` works offline too).
        // Browsers that run the app all take woff2, so KaTeX's .woff and .ttf stay out.
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,csv}'],
        // Any scene URL (/?lesson=experts&…) opens the precached page; a link to a file (a sample
        // CSV, say) gets the file.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/[^?]*\.[a-z0-9]+(?:\?|$)/i],
        cleanupOutdatedCaches: true,
        // Nothing is cached at run time: above all no cross-origin request (a `data=` CSV from a
        // CORS server goes to the network every time).
        runtimeCaching: [],
      },
    }),
  ],
  resolve: { alias: reactToPreact },
  // A worker asks for a lesson's engine and everything it imports at once (worker-preload.ts).
  worker: { format: 'es', plugins: () => [workerPreload()] },
  build: {
    // Fonts stay files, never data: URLs in the CSS: KaTeX's font faces come with the page's script
    // (vite-plugins/katex-font-faces.ts), where an inlined font would be loaded by every page.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every lesson page loads up front comes as three files, not two dozen, nor one:
        // each file the page asks for costs the main thread a request before any script runs
        // (about 2 ms each on a phone), while a module's compiled code is taken in on the main
        // thread in one task per file, however it was compiled: as one 255 kB file, a task of
        // 53-80 ms at 4x, as three (the libraries, the maths of src/, the page), 34 ms at most
        // (README, "The page's script in three files"). Rolldown's runtime helpers come
        // as a fourth file of 200 bytes, which no group can take. The lessons loaded on demand
        // keep their own chunks. A library's stylesheet taken up front stays with the page's own,
        // which index.html carries inline: in the libraries' group it became a file of its own
        // that the page asked for only once its script ran. (KaTeX's font faces, taken as text,
        // are a script module, in the libraries' file.)
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules\/.*(?<!\.css)$/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'model', test: /\/src\//, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
