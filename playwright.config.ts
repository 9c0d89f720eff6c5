import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium-flags';

/** Desktop Chromium from Debian, as every project runs it. */
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 1000 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs('--disable-component-update', '--disable-sync', '--no-first-run'),
  },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // Tests that time the page's frames run apart, after the others (project `timing`).
      grepInvert: /@timing/,
      use: browser,
    },
    {
      // Frame gaps measured while another test's Chromium shares the two cores measure that
      // other test: these run alone, once everything else is done.
      name: 'timing',
      grep: /@timing/,
      dependencies: ['chromium'],
      use: browser,
    },
  ],
  webServer: [
    {
      // The built app, as `npm start` serves it.
      command: 'npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A host page on another origin, for the embed API.
      command: 'node e2e/host-server.mjs 4174',
      url: 'http://127.0.0.1:4174/health',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
