import { defineConfig, devices } from '@playwright/test';
import { NO_OMNIBOX_POPUP } from './scripts/chromium-flags';

/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Desktop Chromium from Debian, as every project runs it. */
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 1000 },
  launchOptions: {
    executablePath,
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      NO_OMNIBOX_POPUP,
    ],
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
