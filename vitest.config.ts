import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Property tests run hundreds of real games: give a loaded CI machine room.
    testTimeout: 60_000,
  },
});
