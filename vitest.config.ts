import { defineConfig } from 'vitest/config';

// As in the app's build (vite.config.ts, where @preact/preset-vite sets the same aliases):
// components written against React's API render with Preact.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    // zustand's React hooks must resolve to preact/compat too, so it goes through the aliases.
    server: { deps: { inline: ['zustand'] } },
    include: ['src/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Property tests run hundreds of real games: give a loaded CI machine room.
    testTimeout: 60_000,
  },
});
