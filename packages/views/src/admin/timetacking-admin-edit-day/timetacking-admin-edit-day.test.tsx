import { screen, within } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { signInAsAdmin, TEST_NOW } from '../shared/test-backend';
import { TimetackingAdminEditDay as View } from './timetacking-admin-edit-day';
import { timetackingAdminEditDayTag } from './timetacking-admin-edit-day.tag';

const TimetackingAdminEditDay = contracted(View, timetackingAdminEditDayTag);

beforeEach(() => {
  signInAsAdmin();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
});

describe('<timetacking-admin-edit-day>', () => {
  it('shows the user’s day with the add form open at once ("bis Jetzt" only today)', async () => {
    renderView(<TimetackingAdminEditDay userId={4} date="2026-11-23" />);
    expect(screen.getByRole('heading', { name: 'Mo, 23.11.2026' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Buchung am Mo, 23.11.2026 hinzufügen' });
    expect(within(form).getByLabelText('bis Jetzt')).toBeInTheDocument();
    await screen.findByRole('table');
  });

  it('needs the user id: the configuration error, no request', () => {
    expectConsole('error', /user-id/);
    renderView(<TimetackingAdminEditDay />);
    expect(screen.getByText(/user-id/)).toBeInTheDocument();
  });
});
