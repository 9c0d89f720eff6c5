import { defineConfig } from 'vitest/config';
import { reactToPreact } from './vite-plugins/react-to-preact';

export default defineConfig({
  resolve: { alias: reactToPreact },
  test: {
    // zustand's React hooks must resolve to preact/compat too, so it goes through the aliases.
    server: { deps: { inline: ['zustand'] } },
    include: [
      'src/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'vite-plugins/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    setupFiles: ['app/testing/preact-after-paint.ts'],
    // Property tests run hundreds of real games: give a loaded CI machine room.
    testTimeout: 60_000,
  },
});
