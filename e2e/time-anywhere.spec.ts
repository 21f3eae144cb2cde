// Time anywhere (issue 8, item 5; issue 23 point 18): the views show Berlin wall time whatever zone the
// browser is set to — the own views of today, and views that name fixed days from timestamps (the
// helpdesk plan, the checklist report; the Icinga-Master overview, which an employee may not read, has
// its own test under both zones: berlinDayLabel). At the same instant, a browser in New York or Tokyo shows the same days, weeks and times as
// one in Berlin — also around midnight, when the zones disagree about the date, and on the night of
// the DST change.
import { expect, test, type Browser, type Page } from '@playwright/test';

const ZONES = ['America/New_York', 'Asia/Tokyo'];

const MOMENTS: Array<{ name: string; at: string; shows: string; notShows: string }> = [
  { name: 'Montag 09:30 Berlin (die Uhr der Demo)', at: '2026-11-23T09:30:00+01:00', shows: 'Mo, 23.11.2026', notShows: 'So, 22.11.2026' },
  {
    name: 'Sonntag 23:30 Berlin (Tokio ist schon Montag, KW 48)',
    at: '2026-11-22T23:30:00+01:00',
    shows: 'So, 22.11.2026',
    notShows: 'Mo, 23.11.2026',
  },
  {
    name: 'Montag 00:30 Berlin (New York ist noch Sonntag, KW 47)',
    at: '2026-11-23T00:30:00+01:00',
    shows: 'Mo, 23.11.2026',
    notShows: 'So, 22.11.2026',
  },
  {
    name: 'Sonntag der Zeitumstellung, 02:30 Winterzeit',
    at: '2026-10-25T02:30:00+01:00',
    shows: 'So, 25.10.2026',
    notShows: 'Mo, 26.10.2026',
  },
];

const PAGE = (token: string) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">
<link rel="stylesheet" href="/assets/bootstrap.min.css"></head><body><div id="app" class="container">
<welcome-view></welcome-view>
<week-overview id="own-week"></week-overview>
<helpdesk-scheduler date="2026-11-23"></helpdesk-scheduler>
<checklist-report date="2026-11-23"></checklist-report>
</div><script src="/widgets/widgets.js"></script></body></html>`;

/**
 * The page's clock starts at `at` and runs on. Neither `page.clock` nor a `class extends Date`:
 * @date-fns/tz (all Berlin time rests on it) copies the methods of `Date.prototype` when it loads and
 * subclasses Date; Playwright's fake Date returns a plain Date from its constructor (the subclass
 * loses its methods) and a subclass has its own, empty prototype (nothing is copied). Both fall back
 * to the browser's zone — a failure of the test clock, not of the views. This one keeps the real
 * prototype and constructs through `new.target`.
 */
async function runClockFrom(page: Page, at: string) {
  await page.addInitScript((start: number) => {
    const RealDate = Date;
    const offset = start - RealDate.now();
    const now = () => RealDate.now() + offset;
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return Reflect.construct(RealDate, args.length > 0 ? args : [now()], new.target) as Date;
    }
    ShiftedDate.prototype = RealDate.prototype;
    Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
    (globalThis as { Date: unknown }).Date = ShiftedDate;
  }, Date.parse(at));
}

/** What a user reads off the widgets about time: day labels, calendar weeks and wall-clock times. */
async function timeFacts(browser: Browser, timezoneId: string, at: string) {
  const context = await browser.newContext({ timezoneId, locale: 'de-DE' });
  const page = await context.newPage();
  await runClockFrom(page, at);
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  await page.route('**/bare/time.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE(token) }));
  await page.goto('/bare/time.html');
  await expect(page.locator('#own-week')).toContainText('Summe', { timeout: 15_000 });
  await expect(page.locator('welcome-view')).toContainText(/Einstempeln|Ausstempeln/, { timeout: 15_000 });
  // The views that name fixed days from timestamps have read their week (not an error in every zone alike).
  for (const tag of ['helpdesk-scheduler', 'checklist-report'])
    await expect(page.locator(tag)).toContainText(
      /(Mo|Di|Mi|Do|Fr|Sa|So),? \d{2}\.\d{2}\.|KW \d+ · \d{2}\.\d{2}\.–|23\.11\.2026|November 2026/,
      { timeout: 15_000 },
    );
  await expect(page.locator('#app [aria-busy="true"]')).toHaveCount(0);
  const text = (await page.locator('#app').innerText()).replace(/\s+/g, ' ');
  await context.close();
  return {
    days: text.match(/\b(Mo|Di|Mi|Do|Fr|Sa|So), \d{2}\.\d{2}\.\d{4}/g) ?? [],
    weeks: text.match(/\bKW \d+/g) ?? [],
    // Wall-clock times (07:52), not durations (8:26 h) and not the running timer (00:05:00).
    times: text.match(/(?<![\d:])\d{2}:\d{2}(?![\d:]| h)/g) ?? [],
    text,
  };
}

for (const moment of MOMENTS) {
  test(`${moment.name}: New York and Tokyo show what Berlin shows`, async ({ browser }) => {
    // Three browser contexts, each loading two pages (~15 s): on a loaded CI machine more than the default 30 s.
    test.slow();
    const berlin = await timeFacts(browser, 'Europe/Berlin', moment.at);
    expect(berlin.days).toContain(moment.shows);
    expect(berlin.days).not.toContain(moment.notShows);
    for (const zone of ZONES) {
      const there = await timeFacts(browser, zone, moment.at);
      expect(there.days, zone).toEqual(berlin.days);
      expect(there.weeks, zone).toEqual(berlin.weeks);
      // A time derived from "now" (Soll erreicht um …) may step to the next minute between two page
      // loads; then Berlin, read again, must show what the other zone showed.
      if (there.times.join() !== berlin.times.join()) {
        const berlinAgain = await timeFacts(browser, 'Europe/Berlin', moment.at);
        expect(there.times, zone).toEqual(berlinAgain.times);
      }
    }
  });
}
