import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1000, height: 800 }, locale: 'de-DE' });
for (const id of process.argv.slice(2)) {
  await p.goto('http://127.0.0.1:6480/iframe.html?viewMode=story&id=' + id);
  await p.waitForTimeout(4000);
  await p.screenshot({ path: `/tmp/shot-${id}.png` });
}
await b.close();
