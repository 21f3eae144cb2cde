import { screen, waitFor, within } from '@testing-library/react';
import { db, settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordRequests, recordWrites, signInAsAdmin, TEST_NOW } from '../shared/test-backend';
import { WeekOverviewAdmin as View } from './week-overview-admin';
import { weekOverviewAdminTag } from './week-overview-admin.tag';

const WeekOverviewAdmin = contracted(View, weekOverviewAdminTag);

beforeEach(() => signInAsAdmin());

const totals = () => screen.getByLabelText('Summen der Woche');

describe('<week-overview-admin>', () => {
  it('shows the seven days and the week’s done, required and overtime', async () => {
    renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    expect(await screen.findByRole('heading', { name: 'KW 47/2026' })).toBeInTheDocument();
    await waitFor(() => expect(totals()).toHaveTextContent('Soll40:00 h'));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
    expect(within(totals()).getByText(/^[+−±]\d+:\d\d$/)).toBeInTheDocument();
  });

  it('respects an hourly-based contract: the required time is the week hours', async () => {
    const contract = db.contracts.find((c) => c.userId === 4 && c.validUntil === null)!;
    Object.assign(contract, { monday: 0, tuesday: 0, wednesday: 0, thursday: 0, friday: 0, weekHours: 20 * 3600 });
    renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await waitFor(() => expect(totals()).toHaveTextContent('SollStundenbasis20:00 h'));
  });

  it('pages by week', async () => {
    const requests = recordRequests();
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await screen.findByLabelText('Summen der Woche');
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(await screen.findByRole('heading', { name: 'KW 46/2026' })).toBeInTheDocument();
    expect(requests.matching(/week-overview/)).toEqual([
      'GET /admin/clocking/week-overview/4/2026-11-19',
      'GET /admin/clocking/week-overview/4/2026-11-12',
    ]);
  });

  it('recalculates on the admin route, "Zeiten werden neu berechnet", then rests 3000 ms', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await screen.findByLabelText('Summen der Woche');
    const button = screen.getByRole('button', { name: 'Woche neu berechnen' });
    await user.dblClick(button);
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /admin/overtime/recalculate/4/2026-W47']);
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 4000 });
  });

  it('a deleted user cannot be recalculated', async () => {
    renderView(<WeekOverviewAdmin userId={12} deleted date="2026-11-19" />);
    expect(screen.getByRole('button', { name: 'Woche neu berechnen' })).toBeDisabled();
    expect(screen.getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
    await screen.findByLabelText('Summen der Woche');
  });

  it('a migrated week (up to 23.02.2020) is not recalculated: the button is disabled with the hint', async () => {
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2020-02-23" />);
    await screen.findByLabelText('Summen der Woche');
    const button = screen.getByRole('button', { name: 'Woche neu berechnen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('migrierte Daten aus v1 können nicht bearbeitet werden');
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(await screen.findByRole('heading', { name: 'KW 9/2020' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Woche neu berechnen' })).toBeEnabled();
  });

  it('a failed read shows the German error with a retry', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/admin/clocking/week-overview', status: 500 }];
    renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('links each day to that day’s editor: „Tag bearbeiten“ opens the day with its clockings and the add form; closing reads the week again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    const requests = recordRequests();
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await screen.findByLabelText('Summen der Woche');
    await user.click(screen.getByRole('button', { name: /Do, 19\.11\.2026|Donnerstag.*19\.11\./ }));
    await user.click(screen.getByRole('button', { name: 'Tag bearbeiten: Do, 19.11.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag bearbeiten: Do, 19.11.2026' });
    expect(within(dialog).getByRole('form', { name: 'Buchung am Do, 19.11.2026 hinzufügen' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Eintrag .* ändern$/ }).length).toBeGreaterThan(0);
    expect(requests.matching(/admin\/clockings/)).toEqual(['GET /admin/clockings/4/2026-11-19']);
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requests.matching(/week-overview/)).toHaveLength(2));
  });

  it('a deleted user’s day opens read-only', async () => {
    const { user } = renderView(<WeekOverviewAdmin userId={12} deleted date="2026-11-19" />);
    await screen.findByLabelText('Summen der Woche');
    await user.click(screen.getByRole('button', { name: /Do, 19\.11\.2026|Donnerstag.*19\.11\./ }));
    await user.click(screen.getByRole('button', { name: 'Tag bearbeiten: Do, 19.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).toBeNull();
  });
});

describe('<week-overview-admin>: the one period navigation (issue 24 point 4)', () => {
  it('pages with ‹ KW 47 · 16.11.–22.11.2026 › and „Heute“: arrows on the buttons, their names whole', async () => {
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    const pager = await screen.findByRole('group', { name: 'Woche wählen' });
    expect(pager).toHaveTextContent('KW 47 · 16.11.–22.11.2026');
    const previous = within(pager).getByRole('button', { name: 'Vorherige Woche' });
    const next = within(pager).getByRole('button', { name: 'Nächste Woche' });
    expect(previous).toHaveTextContent(/^‹$/);
    expect(next).toHaveTextContent(/^›$/);
    const today = within(pager).getByRole('button', { name: 'Heute' });
    expect(today).toBeEnabled();
    await user.click(today);
    expect(await within(pager).findByText('KW 48 · 23.11.–29.11.2026')).toBeInTheDocument();
    // The week holding today is shown: „Heute“ is off and says why.
    expect(today).toBeDisabled();
    expect(today).toHaveAccessibleDescription('Die aktuelle Woche wird angezeigt');
  });
});

describe('<week-overview-admin>: recalculation apart from the navigation (issue 24 review minor)', () => {
  it('offers „Woche neu berechnen“ below the week, quiet, not beside the pager', async () => {
    renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await waitFor(() => expect(totals()).toHaveTextContent('Soll40:00 h'));
    const recalc = screen.getByRole('button', { name: 'Woche neu berechnen' });
    const header = screen.getByRole('group', { name: 'Woche wählen' }).parentElement!;
    expect(header).not.toContainElement(recalc);
    expect(recalc).toHaveClass('btn-outline-secondary');
    // Below the days: it follows the week's list in the document.
    const lastDay = screen.getAllByRole('listitem').at(-1)!;
    expect(lastDay.compareDocumentPosition(recalc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
