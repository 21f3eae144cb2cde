// Issue 23 point 18 in the planning calendar: the day status names its days by their 00:00 Berlin
// (unix seconds, as the server in Berlin computes them). A browser in New York (where that instant is
// still the evening before) and one in Tokyo colour the same days as one in Berlin.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { renderView } from '@test/render';
import { withCalendar, withServiceBackend } from '../shared/test-setup';
import { PlaningCalendar } from './planing-calendar';
import { inTimeZone, ZONES } from '@test/time-zone';

withCalendar();
withServiceBackend();

/** 00:00 Berlin (CET, UTC+1) of a November day, unix seconds. */
const berlinMidnight = (day: string) => Date.parse(`${day}T00:00:00+01:00`) / 1000;

const cell = (iso: string) => document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${iso}"]`);

describe.each(ZONES)('<planing-calendar> in a browser set to %s', (zone) => {
  inTimeZone(zone);

  it('colours the days of the day status on their Berlin day: planned Tue 24.11., holiday Wed 25.11.', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    server.use(
      http.get(route('/serviceagent/ajax/planing/get-day-status/:checklistId/:month/:year'), ({ params }) =>
        HttpResponse.json({
          attributes:
            params.month === '11'
              ? [
                  { key: 'planned', highlight: 'green', dates: [berlinMidnight('2026-11-24')] },
                  { key: 'holiday', highlight: 'yellow', dates: [berlinMidnight('2026-11-25')] },
                ]
              : [],
        }),
      ),
    );
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await screen.findByRole('button', { name: /November 2026/ }, { timeout: 5000 });
    await waitFor(() => expect(cell('2026-11-24')).toHaveClass('bg-success-subtle'));
    expect(cell('2026-11-25')).toHaveClass('bg-warning-subtle');
    // Not the day before (where 00:00 Berlin falls in New York).
    expect(cell('2026-11-23')).not.toHaveClass('bg-success-subtle');
    expect(cell('2026-11-24')).not.toHaveClass('bg-warning-subtle');
  });
});
