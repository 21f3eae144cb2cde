import { expect, test, type Locator, type Page } from '@playwright/test';
import { helpdeskName, PEOPLE } from './support/people';
import { openAs } from './support/demo';

// Issue 8, item 4: the main flows with the keyboard alone, in the host demo against the spec-only
// backend (DEMO_NOW = Monday 2026-11-23 09:30 Berlin, KW 48; the helpdesk week names a person by
// user_id, the other views take their people from the page). Clocking in and out and editing a clocking are in
// timetracking.spec.ts; here: booking an overtime entry, filling a scheduler week (helpdesk and
// Icinga-Master) and planning checklist days. Native selects are walked with the arrows while closed
// (in Chromium each step fires `change`): the helpdesk cells save once on Enter or Tab, Escape
// restores, a choice in the opened list saves at once. Every step is a key press (Tab, Shift+Tab, Enter,
// Space, arrows, Escape, typing); no element is clicked, filled, checked or selected by Playwright,
// and each test ends by checking that the page saw no mouse button at all.

const WAIT = { timeout: 10_000 };
// Key by key, with a round trip per Tab, a flow takes its time on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function prepare(page: Page): Promise<void> {
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post('/demo/reset', { headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status()).toBe(200);
  const { now } = (await response.json()) as { now: string };
  await page.clock.install({ time: new Date(now) });
  // Counts every real mouse or touch press the page receives (Enter on a button fires a click event, not these).
  await page.addInitScript(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) w.pointerPresses += 1;
        },
        true,
      );
    }
  });
}

async function expectNoPointer(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
}

/** Whether `target` has the focus, and what has it (for the failure message), in one round trip. */
function focusState(target: Locator): Promise<{ hit: boolean; what: string }> {
  return target
    .evaluate((el) => {
      const active = document.activeElement;
      const what =
        !active || active === document.body
          ? '(body)'
          : `<${active.tagName.toLowerCase()}> „${(active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}“`;
      // A picker's stand-in and the library's field that takes over from it share the id (the focus
      // moves across by it): while the chunk arrives, either one having the focus is the target.
      return { hit: el === active || (!!active && active.id !== '' && active.id === el.id), what };
    })
    .catch(() => ({ hit: false, what: '(Ziel nicht im DOM)' }));
}

/**
 * Presses Tab (or Shift+Tab) until `target` — a locator by role and accessible name — has the focus,
 * at most `max` times; fails naming the target and the last elements the focus passed.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible(WAIT);
  const trail: string[] = [];
  for (let i = 0; i <= max; i++) {
    const state = await focusState(target);
    if (state.hit) return;
    trail.push(state.what);
    if (i === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} nicht mit ${max}× ${back ? 'Shift+Tab' : 'Tab'} erreicht; zuletzt: ${trail.slice(-6).join(' → ')}`);
}

/**
 * Presses ArrowDown `steps` times on a focused CLOSED native select: in Chromium each press changes the
 * value and fires `change` at once (a select that saves only shows it until Enter or Tab).
 */
async function arrowDown(page: Page, select: Locator, steps: number): Promise<void> {
  await expect(select).toBeFocused();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
}

/** Counts the page's requests of a method to a path from now on. */
function countRequests(page: Page, method: string, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) counter.count += 1;
  });
  return counter;
}

/** Tabs forward `presses` times and returns where the focus was each time. */
async function focusTrail(page: Page, presses: number, inside: Locator): Promise<Array<'inside' | 'outside' | 'none'>> {
  const seen: Array<'inside' | 'outside' | 'none'> = [];
  const handle = await inside.elementHandle();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate((box) => {
        const el = document.activeElement;
        if (!el || el === document.body || el === document.documentElement) return 'none' as const;
        return box?.contains(el) ? ('inside' as const) : ('outside' as const);
      }, handle),
    );
  }
  return seen;
}

/** `+12:34` or `Gesamt: −1:05` → signed minutes. */
function minutesOf(text: string): number {
  const match = /([+-]?)(\d+):(\d\d)/.exec(text.replace('−', '-'));
  if (!match) throw new Error(`keine Dauer in „${text}“`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

async function overtimeTotal(page: Page): Promise<number> {
  const total = page.getByText(/^Gesamt:\s*[+\-−±]?\d+:\d\d/);
  await expect(total).toBeVisible(WAIT);
  return minutesOf((await total.textContent()) ?? '');
}

test('admin books an overtime entry for last week with the keyboard alone; the dialog traps the focus and gives it back', async ({
  page,
}) => {
  await prepare(page);
  await openAs(page, 'admin', '/admin/users/5/overtime');
  await expect(page.getByRole('heading', { level: 1, name: /Überstunden: Anna Berger/ })).toBeVisible(WAIT);
  const totalBefore = await overtimeTotal(page);

  const add = page.getByRole('button', { name: 'Eintrag hinzufügen' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Überstunden eintragen' });
  await expect(dialog).toBeVisible(WAIT);
  // The dialog takes the focus: the first field to type in.
  await expect(dialog.getByRole('textbox', { name: /^Überstunden/ })).toBeFocused();

  // The week: back to the picker, open its calendar, one week up, Enter. The focus stays on the field.
  const week = dialog.getByRole('button', { name: /KW 48 · 23\.11\.–29\.11\.2026/ });
  await tabTo(page, week, { back: true, max: 5 });
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Datum wählen' });
  // The calendar's library loads on the first focus: under load that can take longer than a click.
  await expect(calendar).toBeVisible(WAIT);
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('gridcell', { name: /Kalenderwoche\s+48/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(calendar.getByRole('gridcell', { name: /Kalenderwoche\s+47/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const chosenWeek = dialog.getByRole('button', { name: /KW 47 · 16\.11\.–22\.11\.2026/ });
  await expect(chosenWeek).toBeFocused();

  // A time that is no time: the message at the field, the comment typed so far stays.
  const time = dialog.getByRole('textbox', { name: /^Überstunden/ });
  const comment = dialog.getByRole('textbox', { name: 'Kommentar' });
  await tabTo(page, time, { max: 3 });
  await page.keyboard.type('zwei Stunden');
  await page.keyboard.press('Tab');
  await expect(comment).toBeFocused();
  await page.keyboard.type('Messe in Essen');
  await expect(dialog.getByText('Überstunden-Feld sollte in diesem Format sein: 10:30:00')).toBeVisible();
  await expect(time).toHaveValue('');
  await tabTo(page, time, { back: true, max: 3 });
  await page.keyboard.type('2:30');

  // Tab goes round inside the dialog: twelve presses (more than it has stops) never leave it.
  const trail = await focusTrail(page, 12, dialog);
  expect(trail, trail.join(', ')).toEqual(Array(12).fill('inside'));

  await tabTo(page, dialog.getByRole('button', { name: 'Speichern' }), { max: 12 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden(WAIT);
  // Closed: the focus is back on the button that opened it.
  await expect(add).toBeFocused();

  const entry = page.getByRole('row').filter({ hasText: 'Messe in Essen' });
  await expect(entry).toContainText('KW 47/2026', WAIT);
  await expect(entry).toContainText('+2:30');
  await expect(entry).toContainText('manuell');
  await expect.poll(() => overtimeTotal(page), WAIT).toBe(totalBefore + 150);

  // Escape closes the edit dialog without saving and gives the focus back to its row's button.
  const edit = entry.getByRole('button', { name: 'Eintrag KW 47/2026 bearbeiten' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Überstunden ändern' });
  await expect(editDialog).toBeVisible(WAIT);
  await expect(editDialog.getByRole('textbox', { name: /^Überstunden/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden(WAIT);
  await expect(edit).toBeFocused();

  // Saved on the server: a reload shows the entry and the total.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Messe in Essen' })).toContainText('KW 47/2026', WAIT);
  expect(await overtimeTotal(page)).toBe(totalBefore + 150);
  await expectNoPointer(page);
});

const WEEK_49 = [
  'Mo, 30.11.2026',
  'Di, 01.12.2026',
  'Mi, 02.12.2026',
  'Do, 03.12.2026',
  'Fr, 04.12.2026',
  'Sa, 05.12.2026',
  'So, 06.12.2026',
];

test('helpdesk leader fills a week in helpdesk-scheduler with the keyboard alone, and a reload keeps it', async ({ page }) => {
  await prepare(page);
  await openAs(page, 'helpdesk', '/views/helpdesk-scheduler');
  await expect(page.getByText('angemeldet als Lukas Hoffmann')).toBeVisible();
  // Julia Wagner, as the helpdesk week names her (by user_id): „Mitarbeiter 3“.
  const julia = helpdeskName(PEOPLE.julia);
  const cell = (day: string) => page.getByRole('combobox', { name: `Schicht von ${julia} am ${day}` });

  const openWeek49 = async () => {
    const toggle = page.getByRole('button', { name: /^KW 49 · 30\.11\.–06\.12\.2026/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', WAIT);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  };
  await openWeek49();
  for (const day of WEEK_49) await expect(cell(day)).toHaveValue('', WAIT);
  // A pick saves the worker's week: seven schedule calls (one per day), whatever the keys before it.
  const saves = countRequests(page, 'POST', '/json/scheduler/helpdesk/schedule');
  const saved = page.getByText(`Schichten von ${julia} gespeichert`);

  // Monday: arrows on the closed cell walk to Spätdienst (the list is —, Frühdienst, Spätdienst, Frei)
  // and only show it, marked as not saved; Enter saves it, which fills Monday to Friday.
  await tabTo(page, cell(WEEK_49[0]));
  await arrowDown(page, cell(WEEK_49[0]), 2);
  await expect(cell(WEEK_49[0])).toHaveValue('hd_spaet');
  await expect(cell(WEEK_49[0])).toHaveAttribute('data-commit-state', 'staged');
  await expect(cell(WEEK_49[0])).toHaveAccessibleDescription(/Mit Eingabetaste oder Tab speichern/);
  expect(saves.count).toBe(0);
  await page.keyboard.press('Enter');
  await expect(saved).toBeVisible(WAIT);
  // The cell kept the focus through the save.
  await expect(cell(WEEK_49[0])).toBeFocused();
  for (const day of WEEK_49.slice(0, 5)) await expect(cell(day)).toHaveValue('hd_spaet');
  await expect.poll(() => saves.count, WAIT).toBe(7);

  // Tuesday: a step and Escape put Spätdienst back and send nothing.
  await page.keyboard.press('Tab');
  await expect(cell(WEEK_49[1])).toBeFocused();
  await arrowDown(page, cell(WEEK_49[1]), 1);
  await expect(cell(WEEK_49[1])).toHaveValue('hd_frei');
  await page.keyboard.press('Escape');
  await expect(cell(WEEK_49[1])).toHaveValue('hd_spaet');
  expect(saves.count).toBe(7);

  // Wednesday: a choice in the opened list (Alt+ArrowDown opens it, Enter takes the option) saves at once.
  await page.keyboard.press('Tab');
  await expect(cell(WEEK_49[2])).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => saves.count, WAIT).toBe(14);
  await expect(cell(WEEK_49[2])).toHaveValue('hd_frei');
  await expect(cell(WEEK_49[2])).toHaveAttribute('data-commit-state', 'saved', WAIT);
  await expect(cell(WEEK_49[2])).toBeFocused();

  // Saturday: three steps to Frei, saved by leaving the cell with Tab; it fills the empty Sunday too.
  await tabTo(page, cell(WEEK_49[5]));
  await arrowDown(page, cell(WEEK_49[5]), 3);
  await expect(cell(WEEK_49[5])).toHaveValue('hd_frei');
  expect(saves.count).toBe(14);
  await page.keyboard.press('Tab');
  await expect(cell(WEEK_49[6])).toBeFocused();
  await expect(cell(WEEK_49[6])).toHaveValue('hd_frei', WAIT);
  await expect(cell(WEEK_49[5])).toHaveValue('hd_frei');
  await expect(cell(WEEK_49[5])).toHaveAttribute('data-commit-state', 'saved');
  await expect.poll(() => saves.count, WAIT).toBe(21);

  await page.reload();
  await openWeek49();
  const week = ['hd_spaet', 'hd_spaet', 'hd_frei', 'hd_spaet', 'hd_spaet', 'hd_frei', 'hd_frei'];
  for (const [i, day] of WEEK_49.entries()) await expect(cell(day)).toHaveValue(week[i], WAIT);
  await expectNoPointer(page);
});

test('the Icinga-Master plan of next week is filled by the quick-fill with the keyboard alone, and a reload keeps it', async ({ page }) => {
  await prepare(page);
  // In the demo the admin holds IcingaMasterDienstplan.Admin (README, Schedulers).
  await openAs(page, 'admin', '/views/icinga-master-scheduler');
  // „Dienst: Anna Berger am …“ once she is on duty: the name starts with the word the button shows.
  const cell = (day: string) => page.getByRole('button', { name: new RegExp(`^(Dienst: )?Anna Berger am ${day.replace(/\./g, '\\.')}$`) });

  // Next week through the week picker's calendar: Enter, into the grid, one week down, Enter.
  const week = page.getByRole('button', { name: /KW 48 · 23\.11\.–29\.11\.2026/ });
  await tabTo(page, week);
  await page.keyboard.press('Enter');
  // The calendar's code loads on first use: the arrows start once it is there.
  await expect(page.getByRole('dialog', { name: 'Datum wählen' })).toBeVisible(WAIT);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /KW 49 · 30\.11\.–06\.12\.2026/ })).toBeFocused();
  await expect(page.getByText('Werktage KW 49')).toBeVisible(WAIT);
  for (const day of WEEK_49) await expect(cell(day)).toHaveAttribute('aria-pressed', 'false', WAIT);

  // Anna Berger on duty every day of the week by the quick-fill (spec 02 §4): Space on Monday fills
  // Monday to Friday, Space on Saturday fills Saturday and Sunday.
  for (const [pick, last] of [
    [WEEK_49[0]!, WEEK_49[4]!],
    [WEEK_49[5]!, WEEK_49[6]!],
  ] as const) {
    await tabTo(page, cell(pick));
    await page.keyboard.press('Space');
    await expect(page.getByText(`Anna Berger hat von ${pick} bis ${last} Dienst`)).toBeVisible(WAIT);
    await expect(cell(pick)).toBeFocused();
  }
  for (const day of WEEK_49) await expect(cell(day)).toHaveAttribute('aria-pressed', 'true', WAIT);

  // After a reload (the page opens on this week), the step button brings next week back.
  await page.reload();
  const next = page.getByRole('button', { name: 'Nächste Woche' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Werktage KW 49')).toBeVisible(WAIT);
  for (const day of WEEK_49) await expect(cell(day)).toHaveAttribute('aria-pressed', 'true', WAIT);
  await expectNoPointer(page);
});

test('checklist days are planned with the keyboard alone: a day chosen in the calendar by arrows, agent and deputy, "Planen"', async ({
  page,
}) => {
  await prepare(page);
  await openAs(page, 'helpdesk', '/views/planing-calendar');
  const calendar = page.getByRole('region', { name: 'Planungskalender' });
  const table = page.getByRole('table', { name: 'Die nächsten 10 Tage' });
  const firstDay = () => table.getByRole('rowheader').first();
  await expect(firstDay()).toHaveText('Mo, 23.11.2026', WAIT);

  // The calendar is one tab stop; it starts on the chosen day (today), the arrows move, Enter chooses.
  // A day is named by its weekday, date and (where it has one) its status: „Montag, 23. November 2026“ (a
  // Monday's name begins with its week number).
  const today = calendar.getByRole('gridcell', { name: /Montag, 23\. November 2026/ });
  await expect(today).toHaveAttribute('aria-selected', 'true', WAIT);
  await tabTo(page, today);
  await page.keyboard.press('ArrowDown');
  const monday30 = calendar.getByRole('gridcell', { name: /Montag, 30\. November 2026/ });
  await expect(monday30).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstDay()).toHaveText('Mo, 30.11.2026', WAIT);
  await expect(monday30).toHaveAttribute('aria-selected', 'true');
  await expect(monday30).toBeFocused();
  await expect(monday30).not.toHaveClass(/bg-success-subtle/);

  // Monday: Anna Berger with Max Müller as deputy; Tuesday: Julia Wagner alone. Each row's "Planen".
  // (Both lists are: none, Thomas Becker, Julia Wagner, Max Müller, Anna Berger, Lukas Hoffmann.)
  const agent = (day: string) => table.getByRole('combobox', { name: `Servicemitarbeiter am ${day}` });
  const deputy = (day: string) => table.getByRole('combobox', { name: `Vertreter am ${day}` });
  // These selects only choose (the row's "Planen" saves): arrows on the closed select are enough.
  await tabTo(page, agent('Mo, 30.11.2026'));
  await arrowDown(page, agent('Mo, 30.11.2026'), 4);
  await expect(agent('Mo, 30.11.2026').locator('option:checked')).toHaveText('Anna Berger');
  await page.keyboard.press('Tab');
  await arrowDown(page, deputy('Mo, 30.11.2026'), 3);
  await expect(deputy('Mo, 30.11.2026').locator('option:checked')).toHaveText('Max Müller');
  await page.keyboard.press('Tab');
  await expect(table.getByRole('button', { name: 'Planen: Mo, 30.11.2026' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tagesplanung gespeichert.')).toBeVisible(WAIT);
  await expect(calendar.locator('td[data-date="2026-11-30"]')).toHaveClass(/bg-success-subtle/, WAIT);

  await tabTo(page, agent('Di, 01.12.2026'));
  await arrowDown(page, agent('Di, 01.12.2026'), 2);
  await tabTo(page, table.getByRole('button', { name: 'Planen: Di, 01.12.2026' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(calendar.locator('td[data-date="2026-12-01"]')).toHaveClass(/bg-success-subtle/, WAIT);

  // A reload starts the ten days today again; the two planned days are among them, as saved.
  await page.reload();
  await expect(firstDay()).toHaveText('Mo, 23.11.2026', WAIT);
  await expect(agent('Mo, 30.11.2026').locator('option:checked')).toHaveText('Anna Berger', WAIT);
  await expect(deputy('Mo, 30.11.2026').locator('option:checked')).toHaveText('Max Müller');
  await expect(agent('Di, 01.12.2026').locator('option:checked')).toHaveText('Julia Wagner');
  await expect(calendar.locator('td[data-date="2026-11-30"]')).toHaveClass(/bg-success-subtle/, WAIT);
  await expect(calendar.locator('td[data-date="2026-12-01"]')).toHaveClass(/bg-success-subtle/);
  await expectNoPointer(page);
});
