import { chromium } from 'playwright';
const [,, url, out, w, h, ...keys] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: +(w ?? 1280), height: +(h ?? 900) } });
await page.goto(url);
await page.waitForTimeout(1500);
for (const key of keys) { await page.keyboard.press(key); await page.waitForTimeout(600); }
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
