import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs, resetDemo } from './support/demo';

// Issue 12 end to end in the host demo (DEMO_NOW = Monday 2026-11-23 09:30 Berlin): plan ten days
// automatically, select → assign → approve a task and see it done in the report, transfer a week's
// time and find the work item. Each test starts from freshly seeded data and a browser clock set to
// the server's. Who does what follows the README: the Helpdesk-Leitung plans and configures the
// checklist and reads the report; a member of the task's group (Mitarbeiter Max Müller, Helpdesk)
// takes and finishes the task and transfers his own time.

const WAIT = { timeout: 10_000 };

const prepare = async (page: Page): Promise<void> => void (await resetDemo(page));

/** dd.MM.yyyy somewhere in `text` → yyyy-MM-dd. */
function isoOf(text: string): string {
  const match = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  if (!match) throw new Error(`no German date in „${text}“`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** The selected option of a select: its value, label and whether it is disabled. */
function chosen(select: Locator) {
  return select.evaluate((el: HTMLSelectElement) => {
    const option = el.selectedOptions[0];
    return { value: el.value, label: option?.textContent ?? '', disabled: option?.disabled ?? false };
  });
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

test('"Automatisch planen" fills every empty day of the ten with someone not on vacation, saves them, and the calendar turns green', async ({
  page,
}) => {
  await prepare(page);
  await openAs(page, 'helpdesk', '/views/planing-calendar');
  const table = page.getByRole('table', { name: 'Die nächsten 10 Tage' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Planen: / }) });
  await expect(rows).toHaveCount(10, WAIT);

  const days: { iso: string; label: string; agent: Locator; deputy: Locator }[] = [];
  for (const row of await rows.all()) {
    const label = (await row.getByRole('rowheader').textContent()) ?? '';
    days.push({
      iso: isoOf(label),
      label,
      agent: row.getByRole('combobox', { name: `Servicemitarbeiter am ${label}` }),
      deputy: row.getByRole('combobox', { name: `Vertreter am ${label}` }),
    });
  }
  const before = await Promise.all(days.map((d) => chosen(d.agent)));
  const empty = before.filter((b) => b.value === '').length;
  // The seed plans only up to three days ahead, so there is something to plan.
  expect(empty).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Automatisch planen' }).click();
  await expect(page.getByText(empty === 1 ? '1 Tag automatisch geplant.' : `${empty} Tage automatisch geplant.`)).toBeVisible(WAIT);

  const after: { value: string; deputy: string }[] = [];
  for (const [i, day] of days.entries()) {
    const agent = await chosen(day.agent);
    const deputy = await chosen(day.deputy);
    // Every day has a service agent; days that had one keep theirs.
    expect(agent.value, day.label).not.toBe('');
    if (before[i].value !== '') expect(agent.value, day.label).toBe(before[i].value);
    // Nobody on vacation that day, and the deputy is never the agent.
    expect(agent.disabled, `${day.label}: ${agent.label}`).toBe(false);
    expect(agent.label).not.toContain('Urlaub');
    expect(deputy.value, day.label).not.toBe(agent.value);
    if (deputy.value !== '') expect(deputy.label).not.toContain('Urlaub');
    after.push({ value: agent.value, deputy: deputy.value });
  }

  // The calendar colours every one of the ten days green ("geplant"), also those of the next month
  // that the grid shows in its last row; days beyond the grid are checked on the next page.
  const calendar = page.getByRole('region', { name: 'Planungskalender' });
  const monthTitle = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  let pending = [...days];
  let shown = days[0].iso;
  await expect(calendar.getByText(monthTitle(shown))).toBeVisible(WAIT);
  for (let turn = 0; pending.length > 0 && turn < 2; turn++) {
    if (turn > 0) {
      shown = pending[0].iso;
      await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
      await expect(calendar.getByText(monthTitle(shown))).toBeVisible(WAIT);
    }
    const inGrid: typeof days = [];
    for (const day of pending) if ((await calendar.locator(`td[data-date="${day.iso}"]`).count()) > 0) inGrid.push(day);
    for (const day of inGrid)
      await expect(calendar.locator(`td[data-date="${day.iso}"]`), day.label).toHaveClass(/\bbg-success-subtle\b/, WAIT);
    pending = pending.filter((day) => !inGrid.includes(day));
  }
  expect(pending.map((d) => d.label)).toEqual([]);

  // Saved: after a reload the server gives the same plan.
  await page.reload();
  await expect(rows).toHaveCount(10, WAIT);
  for (const [i, day] of days.entries()) {
    await expect(day.agent).toHaveValue(after[i].value, WAIT);
    await expect(day.deputy).toHaveValue(after[i].deputy);
  }
});

test('a task selected into the checklist is taken (Ja), approved (erledigt), and the report shows it done', async ({ page }) => {
  await prepare(page);

  // The Helpdesk-Leitung adds a Helpdesk task that the checklist does not have yet.
  await openAs(page, 'helpdesk', '/checklist/1/tasks');
  const selection = page.getByRole('table', { name: 'Aufgaben der Checkliste' });
  const candidate = selection
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Helpdesk', exact: true }) })
    .filter({ has: page.locator('input[type=checkbox]:not(:checked)') })
    .first();
  await expect(candidate).toBeVisible(WAIT);
  const box = candidate.getByRole('checkbox');
  const fullName = ((await box.getAttribute('aria-label')) ?? '').replace(/ auswählen$/, '');
  const name = fullName.replace(/^\d+ - /, '');
  await box.check();
  await expect(page.getByText('FlipFlow wurde in die Checkliste eingefügt')).toBeVisible(WAIT);

  // Max Müller (Helpdesk) sees it on today's checklist, unassigned, and takes it.
  await openAs(page, 'employee', '/checklist/1');
  const actions = page.getByRole('group', { name: `Aktionen für „${name}“` });
  const row = page.locator('flip-flow-overview').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Nicht zugewiesen')).toBeVisible(WAIT);
  await actions.getByRole('button', { name: 'Ja' }).click();
  // The page reloads and shows him as the assignee, with erledigt, Ablehnen and Zuweisung aufheben.
  await expect(row.getByText('Angenommen von Max Müller')).toBeVisible(WAIT);
  await expect(actions.getByRole('button', { name: 'Zuweisung aufheben' })).toBeVisible();
  await actions.getByRole('button', { name: 'erledigt' }).click();
  await expect(row.getByText('Erledigt von Max Müller')).toBeVisible(WAIT);
  // Done: nothing more to do.
  await expect(actions).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);

  // The report of today shows the task done, by him.
  await openAs(page, 'helpdesk', '/checklist/report?checklist=1');
  await expect(page.getByRole('group', { name: 'Checklisten' }).getByRole('button', { name: 'Tagescheck Helpdesk' })).toBeVisible(WAIT);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }),
  );
  await expect(page.getByRole('heading', { name: `Aufgaben am ${today}` })).toBeVisible(WAIT);
  const reported = page.getByRole('listitem').filter({ hasText: name });
  await expect(reported).toHaveCount(1, WAIT);
  await expect(reported).toContainText('Erledigt von Max Müller');
});

test('transfer a week’s time: worked minutes × factor, ISO week, success text, and the work item in the finder', async ({ page }) => {
  await prepare(page);
  await openAs(page, 'employee', '/views/work-items-view');
  const form = page.getByRole('form', { name: 'Zeiten an den Issue-Tracker übertragen' });
  await expect(form.getByRole('combobox', { name: 'Benutzer' })).toHaveValue(/\d+/, WAIT);
  const user = (await chosen(form.getByRole('combobox', { name: 'Benutzer' }))).label;
  expect(user).toBe('Max Müller');

  // Last week, Monday to Friday (the week before the server's today).
  const { monday, friday, week } = await page.evaluate(() => {
    const now = new Date();
    const day = (now.getDay() + 6) % 7;
    const mon = new Date(now.getFullYear(), now.getMonth(), now.getDate() - day - 7);
    const fri = new Date(mon.getFullYear(), mon.getMonth(), mon.getDate() + 4);
    const fmt = (d: Date) => d.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const thursday = new Date(mon.getFullYear(), mon.getMonth(), mon.getDate() + 3);
    const jan1 = new Date(thursday.getFullYear(), 0, 1);
    const isoWeek = Math.floor((thursday.getTime() - jan1.getTime()) / 86_400_000 / 7) + 1;
    return { monday: fmt(mon), friday: fmt(fri), week: isoWeek };
  });
  await form.getByLabel('Von').fill(monday);
  await form.getByLabel('Von').press('Enter');
  await form.getByLabel('Bis').fill(friday);
  await form.getByLabel('Bis').press('Enter');

  const summary = page.getByRole('region', { name: 'Berechnung' });
  await expect(summary).toContainText(`KW ${week}`, WAIT);
  const workedText = /Gearbeitete Zeit[^(]*\(([\d.]+) Minuten\)/;
  await expect(summary).toContainText(workedText, WAIT);
  const minutes = Number(workedText.exec((await summary.textContent()) ?? '')![1].replace(/\./g, ''));
  expect(minutes).toBeGreaterThan(0);

  await form.getByLabel('Faktor').fill('0,8');
  const expected = Math.round(minutes * 0.8);
  await expect(summary).toContainText(`${expected.toLocaleString('de-DE')} Minuten`, WAIT);

  // A billed issue is refused with the spec's text and nothing is booked.
  await form.getByLabel('Issue').fill('TOOLS-1000');
  await form.getByRole('button', { name: 'Zeiten übertragen' }).click();
  await expect(page.getByText('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.')).toBeVisible(WAIT);

  await form.getByLabel('Issue').fill('Tools-1234');
  await form.getByRole('button', { name: 'Zeiten übertragen' }).click();
  await expect(page.getByText('Zeiten wurden erfolgreich übertragen')).toBeVisible(WAIT);

  // The finder shows the issue with the new work item: date of the first day, the minutes, the author.
  const items = page.getByRole('table', { name: 'Zeiteinträge von TOOLS-1234' });
  const added = items.getByRole('row').filter({ hasText: monday });
  await expect(added).toHaveCount(1, WAIT);
  const duration = `${Math.floor(expected / 60)}:${String(expected % 60).padStart(2, '0')} h (${expected.toLocaleString('de-DE')} min)`;
  await expect(added.getByRole('cell', { name: duration, exact: true })).toBeVisible();
  await expect(added).toContainText('max.mueller');
});

test('on a phone (390 px) the pages of this flow do not scroll sideways (wide tables scroll in their own box)', async ({ page }) => {
  await prepare(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/views/planing-calendar', '/checklist/1', '/checklist/1/tasks', '/checklist/report', '/views/work-items-view']) {
    await openAs(page, 'helpdesk', path);
    await expect(page.locator('#app .stempeluhr-widget').first()).not.toBeEmpty(WAIT);
    await expect(page.locator('#app [aria-busy="true"]')).toHaveCount(0, WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
