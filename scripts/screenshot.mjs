// Takes screenshots of demo pages for a look: node scripts/screenshot.mjs http://127.0.0.1:3210/demo/forms out.png [width]
import { chromium } from '@playwright/test';

const [url, out = '/tmp/shot.png', width = '1200'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${m.type()}] ${m.text()}`));
await page.goto(url);
await page.waitForLoadState('networkidle');
if (process.env.CLICK) await page.getByRole('combobox', { name: process.env.CLICK }).click();
await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
