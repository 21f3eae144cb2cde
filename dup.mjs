import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1100, height: 800 }, locale: 'de-DE' });
const html = await (await fetch('http://127.0.0.1:3900/')).text();
const paths = [
  ...new Set([...html.matchAll(/href="(\/views\/[^"]+|\/admin[^"]*|\/checklist[^"]*|\/telephoneplan[^"]*|\/home)"/g)].map((m) => m[1])),
];
for (const path of paths) {
  await p.goto('http://127.0.0.1:3900' + path);
  await p.waitForTimeout(1500);
  const heads = await p.evaluate(() => [...document.querySelectorAll('h1,h2,h3')].map((h) => h.textContent.trim()).filter(Boolean));
  const dups = heads.filter((h, i) => heads.indexOf(h) !== i);
  console.log(path, dups.length ? 'DUP: ' + [...new Set(dups)].join(' | ') : '', '::', heads.slice(0, 4).join(' | '));
}
await b.close();
