#!/usr/bin/env node
// Installs what a fresh clone lacks before `npm start`, `npm test` and `npm run bench`:
// the npm dependencies (from the lock file) and, with --browser, Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (cmd, env = {}) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });

const installedMarker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(installedMarker) ||
  statSync('package-lock.json').mtimeMs > statSync(installedMarker).mtimeMs + 1000;
if (stale) {
  console.log('hindsight: installing npm dependencies (npm ci)…');
  // Browsers come from Debian, never from a download.
  run('npm ci --no-audit --no-fund', { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      console.error(
        `hindsight: no Chromium at ${chromium}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
    console.log("hindsight: installing Debian's Chromium for the browser tests…");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  }
}
