import { TEST_NOW as NOW } from '@test/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { deferred, OWN_USER, serveDay } from '../../domain/clocking/clocking.fixtures';
import { TimetrackingAddDay as View } from './timetracking-add-day';
import { timetrackingAddDayTag } from './timetracking-add-day.tag';

// Props as a page gives them: through the tag contract.
const TimetrackingAddDay = contracted(View, timetrackingAddDayTag);

const CREATE = '/clocking/user/create';
/** "Now" of these tests: Monday 23.11.2026 09:30 Berlin (ISO week 2026-W48). */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function form() {
  return screen.getByRole('form', { name: 'Buchung hinzufügen' });
}

/** The button on the day opens the dialog „Buchung hinzufügen“ with the form (spec 02 §2). */
async function openAdd(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
  expect(await screen.findByRole('dialog', { name: 'Buchung hinzufügen' })).toBeInTheDocument();
  return form();
}

async function fill(user: ReturnType<typeof renderView>['user'], von: string, bis: string, comment: string) {
  const f = screen.queryByRole('form', { name: 'Buchung hinzufügen' }) ?? (await openAdd(user));
  await user.type(within(f).getByLabelText('Von'), von);
  if (bis) await user.type(within(f).getByLabelText('Bis'), bis);
  if (comment) await user.type(within(f).getByLabelText('Kommentar'), comment);
}

describe('timetracking-add-day', () => {
  it.each([
    ['flag true', { ...OWN_USER, clockings_blacklisted: true }, undefined],
    ['welcome type', OWN_USER, 'welcome'],
    ['welcome type without the flag key', { id: 4, dn: 'mmueller' }, 'welcome'],
  ])('is hidden: %s', (_name, pageUser, type) => {
    const { host } = renderView(<TimetrackingAddDay user={pageUser} date="2026-11-20" type={type} />);
    expect(host).toBeEmptyDOMElement();
  });

  it.each([
    ['no flag key', { id: 4, dn: 'mmueller' }],
    ['flag null', { id: 4, dn: 'mmueller', clockings_blacklisted: null }],
  ])('%s: says that adding is not possible here and names the missing key once in the log (issue 23 point 6)', (_name, pageUser) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderView(<TimetrackingAddDay user={pageUser} date="2026-11-20" />);
    expect(screen.getByText('Buchungen hinzufügen ist auf dieser Seite nicht möglich.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buchung hinzufügen' })).toBeNull();
    const lines = info.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('clockings_blacklisted'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/<timetracking-add-day>.*„clockings_blacklisted“/);
  });

  it('names the day, marks the required fields, asks for minutes only and gives Kommentar two rows (issue 24)', async () => {
    serveDay([]);
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    const dialogForm = await openAdd(user);
    expect(within(dialogForm).getByText('für Fr, 20.11.2026')).toHaveClass('fw-semibold');
    // A past day: no „bis Jetzt“, so Bis is always required.
    expect(within(dialogForm).getByText('Pflichtfelder: Von, Bis, Typ und Kommentar.')).toBeVisible();
    for (const name of ['Von', 'Bis']) {
      const field = within(dialogForm).getByLabelText(name);
      expect(field).toBeRequired();
      expect(field).not.toHaveAttribute('step');
      expect(field).toHaveAttribute('lang', 'de');
    }
    expect(within(dialogForm).getByLabelText('Kommentar')).toBeRequired();
    expect(within(dialogForm).getByLabelText('Kommentar')).toHaveAttribute('rows', '2');
  });

  it('opens as the dialog „Buchung hinzufügen“ from a button on the day; Abbrechen closes it and sends nothing', async () => {
    const { writes } = serveDay([]);
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    expect(screen.queryByRole('form')).toBeNull();
    const dialogForm = await openAdd(user);
    expect(within(screen.getByRole('dialog', { name: 'Buchung hinzufügen' })).getByText('für Fr, 20.11.2026')).toBeVisible();
    await user.type(within(dialogForm).getByLabelText('Von'), '13:00');
    await user.click(within(dialogForm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Buchung hinzufügen' })).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('says no for future days', () => {
    renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-24" />);
    expect(screen.getByText('Für zukünftige Tage können keine Buchungen hinzugefügt werden.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the migration hint on migrated days', () => {
    renderView(<TimetrackingAddDay user={OWN_USER} date="2020-02-23" />);
    expect(screen.getByText('migrierte Daten aus v1 können nicht bearbeitet werden')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses a junk user or date', () => {
    expectConsole('error', /<timetracking-add-day>: Attribut „(user|date)“/);
    const { unmount } = renderView(<TimetrackingAddDay user="abc" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Attribut „user“');
    unmount();
    renderView(<TimetrackingAddDay user={OWN_USER} date="-5" />);
    expect(screen.getByRole('alert')).toHaveTextContent('„-5“ ist kein gültiges Datum');
  });

  it('adds to a past day: Berlin epoch ms, seconds 00, addedFromUser, recalculation, message, form cleared', async () => {
    const { writes } = serveDay([]);
    const { user, host } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    await openAdd(user);
    expect(within(form()).queryByLabelText('bis Jetzt')).toBeNull();
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([`POST ${CREATE}`, 'POST /clocking/user/overtime/recalculate/4/2026-W47']);
    expect(writes[0].body).toEqual({
      userId: 4,
      clockIn: Date.UTC(2026, 10, 20, 12, 0, 0),
      clockOut: Date.UTC(2026, 10, 20, 13, 30, 0),
      comment: 'Nachgetragen',
      type: 'regulär',
      homeOffice: false,
      addedFromUser: true,
    });
    expect(saved).toHaveBeenCalledWith({ what: 'clocking' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    // The dialog closes after the add; opened again, it starts empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openAdd(user);
    expect(within(form()).getByLabelText('Von')).toHaveValue('');
    expect(within(form()).getByLabelText('Kommentar')).toHaveValue('');
  });

  it('defaults to today and offers "bis Jetzt" there (clockOut null); "geschäftlich unterwegs" forces mobile', async () => {
    const { writes } = serveDay([]);
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} />);
    await openAdd(user);
    await user.type(within(form()).getByLabelText('Von'), '08:15');
    await user.click(within(form()).getByLabelText('bis Jetzt'));
    expect(within(form()).getByLabelText('Bis')).toBeDisabled();
    await user.selectOptions(within(form()).getByLabelText('Typ'), 'geschäftlich unterwegs');
    expect(within(form()).getByLabelText('Mobil arbeiten')).toBeChecked();
    expect(within(form()).getByLabelText('Mobil arbeiten')).toBeDisabled();
    await user.type(within(form()).getByLabelText('Kommentar'), 'Kunde');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({
      clockIn: Date.UTC(2026, 10, 23, 7, 15, 0),
      clockOut: null,
      type: 'geschäftlich unterwegs',
      homeOffice: true,
    });
    expect(writes[1].path).toBe('/clocking/user/overtime/recalculate/4/2026-W48');
  });

  it('requires a comment and refuses bis before von, without a request', async () => {
    const { writes } = serveDay([]);
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    await fill(user, '13:00', '12:00', '');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Bitte einen Kommentar angeben.')).toBeInTheDocument();
    expect(screen.getByText('Die Zeit Bis darf nicht kleiner sein als Von')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByLabelText('Bis')).toHaveFocus());
    expect(writes).toEqual([]);
  });

  it('422: keeps the values and shows the errors at their fields', async () => {
    const { writes } = serveDay([], (w) =>
      w.path === CREATE
        ? HttpResponse.json({ message: 'Überschneidung.', errors: { clockIn: ['Überschneidet sich mit 12:30 – 13:30.'] } }, { status: 422 })
        : undefined,
    );
    const { user, host } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    const failed = vi.fn();
    host.addEventListener('stempeluhr:failed', (e) => failed(e.detail));
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Überschneidet sich mit 12:30 – 13:30.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Überschneidung.');
    await waitFor(() => expect(within(form()).getByLabelText('Von')).toHaveFocus());
    expect(within(form()).getByLabelText('Von')).toHaveValue('13:00');
    expect(within(form()).getByLabelText('Bis')).toHaveValue('14:30');
    expect(within(form()).getByLabelText('Kommentar')).toHaveValue('Nachgetragen');
    expect(failed).toHaveBeenCalledWith({ message: 'Überschneidung.', status: 422 });
    expect(writes).toHaveLength(1);
  });

  it('419: "Sitzung abgelaufen", values kept', async () => {
    serveDay([], (w) => (w.path === CREATE ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }) : undefined));
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    expect(within(form()).getByLabelText('Kommentar')).toHaveValue('Nachgetragen');
  });

  it('without the page token: a clear error, no request', async () => {
    document.head.innerHTML = '';
    const { writes } = serveDay([]);
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CSRF-Token');
    expect(writes).toEqual([]);
  });

  it('Enter plus click sends one request', async () => {
    const gate = deferred();
    const { writes } = serveDay([], async (w) => {
      if (w.path === CREATE) await gate.promise;
      return undefined;
    });
    const { user } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    const submit = within(form()).getByRole('button', { name: 'Buchung hinzufügen' });
    fireEvent.submit(form());
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    gate.resolve();
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes.filter((w) => w.path === CREATE)).toHaveLength(1);
  });

  it('removed while the add is pending: no console error', async () => {
    const gate = deferred();
    const { writes } = serveDay([], async (w) => {
      if (w.path === CREATE) await gate.promise;
      return undefined;
    });
    const { user, unmount } = renderView(<TimetrackingAddDay user={OWN_USER} date="2026-11-20" />);
    await fill(user, '13:00', '14:30', 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    unmount();
    gate.resolve();
    await waitFor(() => expect(writes).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
  });
});
