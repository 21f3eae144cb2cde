// Issue 23 point 5 (spec 01 §4): after a clocking change every overview on the page refreshes — a
// monthly, a periodic and a team week beside the day overview too, not only the day and the own week.
import type { Day } from '@stempeluhr/core';
import { route } from '@mocks/http/route';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderView } from '@test/render';
import { clocking, DAY, OWN_USER, serveDay } from '../../domain/clocking/clocking.fixtures';
import { WeekOverview } from '../week-overview/week-overview';
import { day } from '../week-overview/week-overview.fixtures';
import { DayOverview } from './day-overview';

const WAIT = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

/** The server's Friday with `total` worked against 8 h (the week overview's own day fixture). */
const friday = (total: number): Day => day(DAY, { total, required: 8 * 3600, overtime: total - 8 * 3600 });

it('an edit in the day overview refreshes the monthly, periodic and team week overviews on the same page', async () => {
  // The server's sums: 8 h before the edit, 9 h after it.
  let total = 8 * 3600;
  serveDay([clocking({ clock_in: `${DAY} 08:00:00`, clock_out: `${DAY} 16:00:00`, time: total })], (request) => {
    if (request.path === '/clocking/user/update') total = 9 * 3600;
    return undefined;
  });
  server.use(
    http.get(route('/clocking/monthly'), () => HttpResponse.json({ days: [friday(total)] })),
    http.get(route('/clocking/period'), () => HttpResponse.json({ days: [friday(total)] })),
    http.get(route('/json/team/clocking/week-overview'), () =>
      HttpResponse.json({ clockings: [friday(total)], statement: '', week_overtime: total - 8 * 3600 }),
    ),
  );
  const { user } = renderView(
    <>
      <DayOverview user={OWN_USER} date={DAY} />
      <section aria-label="Monat">
        <WeekOverview mode="monthly" year={2026} month={11} />
      </section>
      <section aria-label="Zeitraum">
        <WeekOverview mode="periodic" from="2026-11-16" to="2026-11-22" />
      </section>
      <section aria-label="Teamwoche">
        <WeekOverview mode="weekly" dn="mmueller" year={2026} week={47} />
      </section>
    </>,
  );
  const overviews = ['Monat', 'Zeitraum', 'Teamwoche'].map((name) => screen.getByRole('region', { name }));
  const fridayRow = (region: HTMLElement) => within(region).findByRole('button', { name: /Fr, 20\.11\.2026/ }, WAIT);
  for (const region of overviews) expect(await fridayRow(region)).toHaveTextContent(/8:00 h.*\(±0:00\)/);

  await user.click(await screen.findByRole('button', { name: 'Eintrag ändern' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' }, WAIT);
  await user.clear(within(dialog).getByLabelText('Bis'));
  await user.type(within(dialog).getByLabelText('Bis'), '17:00:00');
  await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));

  for (const region of overviews) {
    await waitFor(async () => expect(await fridayRow(region)).toHaveTextContent(/9:00 h.*\(\+1:00\)/), WAIT);
  }
});
