// Issue 23 point 10: both admin day views show the day's breaks that GET /admin/clockings/{userId}/{date} returns.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { contracted, renderView } from '@test/render';
import { DayOverviewAdmin as DayView } from '../day-overview-admin/day-overview-admin';
import { dayOverviewAdminTag } from '../day-overview-admin/day-overview-admin.tag';
import { TimetackingAdminEditDay as EditView } from '../timetacking-admin-edit-day/timetacking-admin-edit-day';
import { timetackingAdminEditDayTag } from '../timetacking-admin-edit-day/timetacking-admin-edit-day.tag';
import { signInAsAdmin, TEST_NOW } from './test-backend';

const DayOverviewAdmin = contracted(DayView, dayOverviewAdminTag);
const TimetackingAdminEditDay = contracted(EditView, timetackingAdminEditDayTag);

const clocking = (id: number, from: string, to: string, time: number) => ({
  id,
  clock_in: `2026-11-20 ${from}:00`,
  clock_out: `2026-11-20 ${to}:00`,
  clock_in_formatted: from,
  clock_out_formatted: to,
  time,
  type: 'regulär',
  comment: null,
  home_office: 0,
});

/** A Laravel-like answer: numbers as strings, the break's times as UTC timestamps. */
const answer = (breaks: unknown[]) => ({
  clockings: {
    done: '28800',
    pending: '0',
    required: '28800',
    week_overtime: '0',
    items: [clocking(1, '08:00', '12:00', 14400), clocking(2, '12:45', '16:45', 14400)],
  },
  breaks: { done: breaks.length ? '2700' : '0', pending: breaks.length ? '0' : '1800', required: '1800', items: breaks },
});

beforeEach(() => {
  signInAsAdmin();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
});

describe('the admin day views show the day’s breaks', () => {
  it.each([
    ['day-overview-admin', () => <DayOverviewAdmin userId={4} date="2026-11-20" />],
    ['timetacking-admin-edit-day', () => <TimetackingAdminEditDay userId={4} date="2026-11-20" />],
  ])('%s: taken, due and required, and each break from – to with its length', async (_tag, view) => {
    server.use(
      http.get(route('/admin/clockings/:userId/:date'), () =>
        HttpResponse.json(answer([{ from: '2026-11-20T11:00:00.000000Z', to: '2026-11-20T11:45:00.000000Z', time: '2700' }])),
      ),
    );
    renderView(view());
    const breaks = await screen.findByRole('region', { name: 'Pausen' });
    expect(within(breaks).getByText('genommen').nextElementSibling).toHaveTextContent('0:45 h');
    expect(within(breaks).getByText('vorgeschrieben').nextElementSibling).toHaveTextContent('0:30 h');
    expect(within(breaks).getByText('noch fällig').nextElementSibling).toHaveTextContent('0:00 h');
    expect(
      within(breaks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12:00 – 12:45 · 0:45 h']);
  });

  it('a day without a break says so, and a break still due stands out', async () => {
    server.use(http.get(route('/admin/clockings/:userId/:date'), () => HttpResponse.json(answer([]))));
    renderView(<DayOverviewAdmin userId={4} date="2026-11-20" />);
    const breaks = await screen.findByRole('region', { name: 'Pausen' });
    expect(within(breaks).getByText('Keine Pause an diesem Tag.')).toBeInTheDocument();
    expect(within(breaks).getByText('noch fällig').nextElementSibling).toHaveTextContent('0:30 h');
    expect(within(breaks).getByText('noch fällig').nextElementSibling).toHaveClass('text-warning-emphasis');
  });
});
