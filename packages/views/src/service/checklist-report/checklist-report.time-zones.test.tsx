// Issue 23 point 18 in the report calendar: the day status names its days by their 00:00 Berlin
// (unix seconds, as the server in Berlin computes them). A browser in New York (where that instant is
// still the evening before) and one in Tokyo mark the same days as one in Berlin.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { renderView } from '@test/render';
import { withCalendar, withServiceBackend } from '../shared/test-setup';
import { ChecklistReport } from './checklist-report';
import { inTimeZone, ZONES } from '@test/time-zone';

withCalendar();
withServiceBackend();

/** 00:00 Berlin (CET, UTC+1) of a November day, unix seconds. */
const berlinMidnight = (day: string) => Date.parse(`${day}T00:00:00+01:00`) / 1000;

const cell = (iso: string) => document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${iso}"]`);
const top = (iso: string) => cell(iso)?.querySelector<HTMLElement>('.fc-daygrid-day-top') ?? null;

describe.each(ZONES)('<checklist-report> in a browser set to %s', (zone) => {
  inTimeZone(zone);

  it('marks the days of the day status on their Berlin day: done on Fri 20.11., rejected on Mon 23.11.', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    server.use(
      http.get(route('/serviceagent/ajax/report/get-day-status/:checklistId/:month/:year'), ({ params }) =>
        HttpResponse.json({
          attributes:
            params.month === '11'
              ? [
                  { key: 'done', highlight: 'green', dates: [berlinMidnight('2026-11-20')] },
                  { key: 'rejected', highlight: 'red', dates: [berlinMidnight('2026-11-23')] },
                ]
              : [],
        }),
      ),
    );
    renderView(<ChecklistReport date="2026-11-23" checklistId={1} />);
    await screen.findByRole('button', { name: /November 2026/ }, { timeout: 5000 });
    await waitFor(() => expect(top('2026-11-20')).toHaveTextContent('✓'));
    expect(within(top('2026-11-20')!).getByText('✓')).toHaveAttribute('aria-hidden', 'true');
    expect(top('2026-11-23')).toHaveTextContent('✕');
    // Not the day before (where 00:00 Berlin falls in New York), nor any other.
    for (const iso of ['2026-11-19', '2026-11-21', '2026-11-22', '2026-11-24']) expect(top(iso)).toHaveTextContent(/^\d+$/);
  });
});
