import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_NOW } from './support/clock';

// Issue 14 item 4: overviews people can work with. The demo runs with DEMO_NOW=2026-11-23T09:30
// (Monday, KW 48); the page's clock is set to the same moment so "Heute" means that week.
const NOW = new Date(DEMO_NOW);
const T = { timeout: 10_000 };

const dayRow = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`^${text.replace(/\./g, '\\.')}`) });

/** What a server page with another `<week-overview>` tag would render (the demo has the week one). */
async function showOverview(page: Page, tag: string): Promise<void> {
  await page.evaluate((html) => {
    const current = document.querySelector('week-overview');
    if (current) current.outerHTML = html;
  }, tag);
}

async function download(page: Page, buttonName: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
});

test('week: pick a week with the keyboard, back with "Heute", export for a German Excel', async ({ page }) => {
  await page.goto('/views/week-overview');
  await expect(dayRow(page, 'Mo, 23.11.2026')).toBeVisible(T);
  await expect(page.getByRole('button', { name: 'Heute', exact: true })).toBeDisabled();

  // The week picker by keyboard: Enter opens the calendar, ArrowDown goes into it (on the shown week),
  // ArrowDown again moves a week on, Enter takes it.
  const picker = page.getByRole('button', { name: 'Woche KW 48 · 23.11.–29.11.2026' });
  await picker.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Datum wählen' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByText('48', { exact: true }).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Woche KW 49 · 30.11.–06.12.2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'KW 49 · 30.11.–06.12.2026' })).toBeVisible();
  await expect(dayRow(page, 'Mo, 30.11.2026')).toBeVisible(T);
  await expect(dayRow(page, 'So, 06.12.2026')).toBeVisible();

  await page.getByRole('button', { name: 'Heute', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' })).toBeVisible();
  await expect(dayRow(page, 'Mo, 23.11.2026')).toBeVisible(T);
  await expect(page.getByRole('button', { name: 'Heute', exact: true })).toBeDisabled();

  const { name, bytes } = await download(page, 'Excel (CSV für deutsches Excel)');
  expect(name).toBe('Arbeitszeiten_KW48_2026.csv');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'Datum;Wochentag;Gesamt (Stunden);Gesamt (h:mm);Soll (Stunden);Soll (h:mm);Überstunden (Stunden);Überstunden (h:mm);Abwesenheit;Feiertag;Zeitbonus (h:mm)',
  );
  expect(lines[1]).toMatch(/^23\.11\.2026;Montag;-?\d+,\d\d;−?\d+:\d\d h;\d+,\d\d;\d+:\d\d h;-?\d+,\d\d;−?\d+:\d\d h;/);
  expect(lines[8]).toMatch(/^Summe;;\d+,\d\d;/);
  expect(lines[9]).toBe('');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('month: page back and forth, "Heute", print on one A4 page, export for a German Excel', async ({ page }) => {
  await page.goto('/views/week-overview');
  await expect(dayRow(page, 'Mo, 23.11.2026')).toBeVisible(T);
  await showOverview(page, '<week-overview mode="monthly" year="2026" month="11" user-name="Max Müller"></week-overview>');
  await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible(T);
  await expect(dayRow(page, 'So, 01.11.2026')).toBeVisible(T);

  await page.getByRole('button', { name: 'Voriger Monat' }).click();
  await expect(page.getByRole('heading', { name: 'Oktober 2026' })).toBeVisible();
  await expect(dayRow(page, 'Do, 01.10.2026')).toBeVisible(T);
  await expect(dayRow(page, 'Sa, 31.10.2026')).toBeVisible();
  await page.getByRole('button', { name: 'Voriger Monat' }).click();
  await expect(dayRow(page, 'Di, 01.09.2026')).toBeVisible(T);
  await page.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(dayRow(page, 'Do, 01.10.2026')).toBeVisible(T);

  // Printed: no buttons or pickers, a header with person and print date, the month on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByText('Arbeitszeiten · Monat · Max Müller')).toBeVisible();
  await expect(page.getByText(/^Gedruckt am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr$/)).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?![s\w])/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  const { name, bytes } = await download(page, 'Excel (CSV für deutsches Excel)');
  expect(name).toBe('Arbeitszeiten_Oktober_2026.csv');
  const lines = bytes.toString('utf8').split('\r\n');
  expect(lines[0].startsWith('\uFEFFDatum;Wochentag;')).toBe(true);
  expect(lines.filter((line) => /^\d\d\.10\.2026;/.test(line))).toHaveLength(31);

  await page.getByRole('button', { name: 'Heute', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  await expect(dayRow(page, 'So, 01.11.2026')).toBeVisible(T);
  await expect(page.getByRole('button', { name: 'Heute', exact: true })).toBeDisabled();
});

test('period: printed with its balance chart, without the chart’s table toggle', async ({ page }) => {
  await page.goto('/views/week-overview');
  await expect(dayRow(page, 'Mo, 23.11.2026')).toBeVisible(T);
  await showOverview(page, '<week-overview mode="periodic" from="2026-11-02" to="2026-11-22" user-name="Max Müller"></week-overview>');
  await expect(dayRow(page, 'Mo, 02.11.2026')).toBeVisible(T);
  const chart = page.getByRole('img', { name: /^Überstunden je Woche, KW 45\/2026 bis KW 47\/2026: Summe / });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als Tabelle anzeigen' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Zeitraum' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Arbeitszeiten · Zeitraum · Max Müller')).toBeVisible();
  await expect(chart).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als Tabelle anzeigen' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Zeitraum' })).toBeHidden();
});
