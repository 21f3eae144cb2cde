import { screen, waitFor, within } from '@testing-library/react';
import { db, settings } from '@mocks/node';
import { vacationRequestsOf } from '@mocks/admin/vacations.rules';
import { expectConsole } from '@test/console-guard';
import { closedSelectKeys } from '@test/native-select';
import { contracted, renderView } from '@test/render';
import { recordWrites, signInAsAdmin } from '../shared/test-backend';
import { VacationHistoryView as View } from './vacation-history-view';
import { vacationHistoryViewTag } from './vacation-history-view.tag';
import { absenceTypesOf, parseRequestValue, periodOf, typesOf, type VacationHistoryRequest } from './vacation-requests';

const VacationHistoryView = contracted(View, vacationHistoryViewTag);

let anna: VacationHistoryRequest[];
/** Ids of Anna Berger's October request and its days 26., 27. and 28.10. (read from the seed, not assumed). */
let oct: { id: number; day26: number; day27: number };

beforeEach(() => {
  signInAsAdmin();
  anna = vacationRequestsOf(db, 5) as VacationHistoryRequest[];
  const request = anna.find((r) => r.days.some((d) => d.date === '2026-10-26'))!;
  const dayId = (date: string) => request.days.find((d) => d.date === date)!.id;
  oct = { id: request.id, day26: dayId('2026-10-26'), day27: dayId('2026-10-27') };
});

/** Anna Berger's request 26.–28.10.2026 (three full days of Urlaub). */
const OCTOBER = '26.10.2026 – 28.10.2026';

async function openOctober(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: `Tage des Antrags ${OCTOBER} anzeigen` }));
  return screen.getByRole('button', { name: `Tage des Antrags ${OCTOBER} ausblenden` }).closest('li') as HTMLElement;
}

describe('<vacation-history-view> rules', () => {
  it('the request value: empty = the sum of the counted days, else halves from 0 to 366, comma or point', () => {
    expect(parseRequestValue('')).toEqual({ ok: true, value: null });
    expect(parseRequestValue('  ')).toEqual({ ok: true, value: null });
    expect(parseRequestValue('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseRequestValue('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseRequestValue('0')).toEqual({ ok: true, value: 0 });
    expect(parseRequestValue('366')).toEqual({ ok: true, value: 366 });
    const invalid = { ok: false, message: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.' };
    for (const text of ['0,3', '-1', '1e3', '367', 'abc', '2,', '1,25']) expect(parseRequestValue(text)).toEqual(invalid);
  });

  it('the period comes from the request, else from its days; the types each once', () => {
    const request = {
      id: 1,
      value: 2,
      days: [
        { id: 3, type: 'Krank', visible: true, date: '2026-11-03' },
        { id: 2, type: 'Urlaub', visible: true, date: '2026-11-02' },
        { id: 4, type: 'Krank', visible: true },
      ],
    };
    expect(periodOf(request)).toEqual({ from: '2026-11-02', to: '2026-11-03' });
    expect(periodOf({ ...request, from: '2026-10-01', to: '2026-10-02' })).toEqual({ from: '2026-10-01', to: '2026-10-02' });
    expect(periodOf({ ...request, days: [{ id: 4, type: 'Urlaub', visible: true }] })).toBeNull();
    expect(typesOf(request)).toEqual(['Krank', 'Urlaub']);
  });

  it('the types offered are those the server sent, each once, in the order they first appear; none invented', () => {
    const day = (id: number, type: string) => ({ id, type, visible: true });
    expect(
      absenceTypesOf([
        { id: 1, value: 1, days: [day(1, 'Bildungsurlaub'), day(2, 'Urlaub')] },
        { id: 2, value: 1, days: [day(3, 'Urlaub'), day(4, 'Elternzeit')] },
      ]),
    ).toEqual(['Bildungsurlaub', 'Urlaub', 'Elternzeit']);
    expect(absenceTypesOf([])).toEqual([]);
  });
});

describe('<vacation-history-view>', () => {
  it('lists the requests with period, types and days; each opens to its days (keyboard too)', async () => {
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    expect(screen.getByRole('heading', { name: 'Urlaubshistorie' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(anna.length);
    expect(items[0]).toHaveTextContent('12.11.2026');
    expect(items[0]).toHaveTextContent('Krank');
    expect(items[0]).toHaveTextContent('1 Tag');
    expect(items[1]).toHaveTextContent(`${OCTOBER}Urlaub3 Tage`);
    const toggle = within(items[1]).getByRole('button', { name: `Tage des Antrags ${OCTOBER} anzeigen` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(items[1]).getByRole('table')).getAllByRole('row').slice(1);
    // The types offered are those in Anna's requests, in the order they first appear (none the server did not send).
    const sent = absenceTypesOf(anna);
    expect(sent).toEqual(['Krank', 'Urlaub', 'Sonderurlaub']);
    expect(rows.map((r) => r.textContent)).toEqual([
      `26.10.2026ganzer Tag${sent.join('')}`,
      `27.10.2026ganzer Tag${sent.join('')}`,
      `28.10.2026ganzer Tag${sent.join('')}`,
    ]);
    expect(within(items[1]).getByRole('columnheader', { name: 'sichtbar' })).toBeInTheDocument();
    expect(within(items[1]).getByLabelText('Art am 27.10.2026')).toHaveValue('Urlaub');
    expect(within(items[1]).getByLabelText('27.10.2026 sichtbar')).toBeChecked();
    expect(within(items[1]).getByLabelText('27.10.2026 sichtbar')).toHaveAccessibleDescription(
      /„sichtbar“ ist das Feld visible des Servers: Nur sichtbare Tage zählen zum Wert des Antrags\./,
    );
    expect(within(items[1]).getByText(/Zur Wahl stehen die Arten, die der Server in diesen Anträgen sendet\./)).toBeInTheDocument();
    expect(within(items[1]).getByLabelText('Tage des Antrags')).toHaveValue('3');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(items[1]).queryByRole('table')).toBeNull();
  });

  it('changing a day sends the day object once and shows the value the server answers', async () => {
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    await user.click(within(item).getByLabelText('27.10.2026 sichtbar'));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `/json/vacation-day/${oct.day27}`,
        body: { id: oct.day27, date: '2026-10-27', type: 'Urlaub', value: 1, visible: false },
      },
    ]);
    expect(item).toHaveTextContent(`${OCTOBER}Urlaub2 Tage`);
    expect(within(item).getByLabelText('27.10.2026 sichtbar')).not.toBeChecked();
    expect(within(item).getByLabelText('Tage des Antrags')).toHaveValue('2');

    await user.selectOptions(within(item).getByLabelText('Art am 26.10.2026'), 'Krank');
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ path: `/json/vacation-day/${oct.day26}`, body: { id: oct.day26, type: 'Krank', visible: true } });
    await waitFor(() => expect(item).toHaveTextContent(`${OCTOBER}KrankUrlaub2 Tage`));
    expect(
      vacationRequestsOf(db, 5)
        .find((r) => r.id === oct.id)
        ?.days.map((d) => [d.type, d.visible]),
    ).toEqual([
      ['Krank', true],
      ['Urlaub', false],
      ['Urlaub', true],
    ]);
  });

  it("saves the request's value (halves with a comma): one request for a double click, the answered value shown", async () => {
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const field = within(item).getByLabelText('Tage des Antrags');
    await user.clear(field);
    await user.type(field, '2,5');
    // A real answer takes a moment: the second click lands while the first is in flight.
    settings.latency = 100;
    await user.dblClick(within(item).getByRole('button', { name: 'Antrag speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', path: `/json/vacation-request/${oct.id}`, body: { id: oct.id, value: 2.5 } });
    expect((writes[0].body as { days: unknown[] }).days).toHaveLength(3);
    expect(item).toHaveTextContent(`${OCTOBER}Urlaub2,5 Tage`);
    expect(field).toHaveValue('2,5');
  });

  it('an empty value lets the server sum the counted days again', async () => {
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const field = within(item).getByLabelText('Tage des Antrags');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(item).toHaveTextContent(`${OCTOBER}Urlaub3 Tage`);
    expect(writes[0]).toMatchObject({ body: { id: oct.id, value: null } });
    expect(field).toHaveValue('3');
  });

  it('a value that is no number of half days shows the message at the field, focuses it and sends nothing', async () => {
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const field = within(item).getByLabelText('Tage des Antrags');
    await user.clear(field);
    await user.type(field, '0,3');
    await user.click(within(item).getByRole('button', { name: 'Antrag speichern' }));
    expect(within(item).getByText('Der Wert muss eine Anzahl Tage in halben Schritten sein.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('0,3');
    expect(writes).toEqual([]);
  });

  it('a failed day change shows the German error in the request; the choice stays, marked as not saved; Escape brings back the stored type', async () => {
    settings.faults = [{ method: 'POST', path: '/json/vacation-day', status: 500 }];
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const type = within(item).getByLabelText('Art am 26.10.2026');
    await user.selectOptions(type, 'Krank');
    expect(await within(item).findByRole('alert')).toBeInTheDocument();
    expect(type).toHaveValue('Krank');
    expect(type).toHaveAccessibleDescription(/Nicht gespeichert\. Mit Eingabetaste erneut versuchen, mit Escape verwerfen\./);
    expect(item).toHaveTextContent('3 Tage');
    expect(type).toBeEnabled();
    expect(vacationRequestsOf(db, 5).find((r) => r.id === oct.id)?.days[0]?.type).toBe('Urlaub');
    type.focus();
    await user.keyboard('{Escape}');
    expect(type).toHaveValue('Urlaub');
  });

  it('arrow keys on the closed type select send nothing; Tab saves the day once with the last type', async () => {
    closedSelectKeys();
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const type = within(item).getByLabelText('Art am 26.10.2026');
    type.focus();
    // The types are Krank, Urlaub, Sonderurlaub (those in Anna's requests).
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowUp}');
    expect(type).toHaveValue('Krank');
    expect(writes).toEqual([]);
    await user.tab();
    await waitFor(() => expect(item).toHaveTextContent(`${OCTOBER}KrankUrlaub`));
    expect(writes).toHaveLength(1);
    await waitFor(() =>
      expect(writes[0]).toMatchObject({ path: `/json/vacation-day/${oct.day26}`, body: { id: oct.day26, type: 'Krank' } }),
    );
  });

  it("the server's 422 on a request shows its message; what was typed stays", async () => {
    settings.faults = [
      {
        method: 'POST',
        path: '/json/vacation-request',
        status: 422,
        body: { message: 'Urlaubskonto reicht nicht.', errors: { value: ['Urlaubskonto reicht nicht.'] } },
      },
    ];
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    const field = within(item).getByLabelText('Tage des Antrags');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(within(item).getByRole('button', { name: 'Antrag speichern' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Urlaubskonto reicht nicht.');
    expect(field).toHaveValue('4');
    expect(item).toHaveTextContent('3 Tage');
    expect(within(item).getByRole('button', { name: 'Antrag speichern' })).toBeEnabled();
  });

  it('a network error on a write is not retried; the button works again', async () => {
    const writes = recordWrites();
    settings.faults = [{ method: 'POST', path: '/json/vacation-request', network: true }];
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    await user.click(within(item).getByRole('button', { name: 'Antrag speichern' }));
    expect(await within(item).findByRole('alert')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    settings.faults = [];
    await user.click(within(item).getByRole('button', { name: 'Antrag speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
  });

  it('a non-admin gets the server’s refusal as text', async () => {
    signInAsAdmin(4);
    const { user } = renderView(<VacationHistoryView requests={anna} />);
    const item = await openOctober(user);
    await user.click(within(item).getByLabelText('26.10.2026 sichtbar'));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Dieser Bereich ist Administratoren vorbehalten.');
  });

  it('a deleted user: the days can be opened, every control is disabled with the reason', async () => {
    const writes = recordWrites();
    const { user } = renderView(<VacationHistoryView requests={anna} deleted />);
    expect(screen.getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
    const item = await openOctober(user);
    for (const control of [
      ...within(item).getAllByRole('combobox'),
      ...within(item).getAllByRole('checkbox'),
      within(item).getByLabelText('Tage des Antrags'),
      within(item).getByRole('button', { name: 'Antrag speichern' }),
    ]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(/Der Benutzer ist gelöscht: nur lesen\./);
    }
    expect(writes).toEqual([]);
  });

  it('requests with only the spec fields (id, value, days: id, type, visible) work too', async () => {
    const { user } = renderView(
      <VacationHistoryView
        requests={[
          {
            id: 1050041,
            value: 2,
            days: [
              { id: 1050108, type: 'Urlaub', visible: true },
              { id: 1050109, type: 'Sonderurlaub', visible: false },
            ],
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tage des Antrags Antrag 1050041 anzeigen' }));
    expect(screen.getByLabelText('Art am #1050109')).toHaveValue('Sonderurlaub');
    expect(
      within(screen.getByLabelText('Art am #1050109'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Urlaub', 'Sonderurlaub']);
    expect(screen.getByLabelText('#1050109 sichtbar')).not.toBeChecked();
    expect(screen.getByRole('listitem')).toHaveTextContent('2 Tage');
  });

  it('no requests: says so', () => {
    renderView(<VacationHistoryView requests={[]} />);
    expect(screen.getByText('Für diesen Benutzer gibt es noch keine Urlaubsanträge.')).toBeInTheDocument();
  });

  it('broken JSON in the attribute shows the configuration error naming it, and sends nothing', () => {
    expectConsole('error', /requests/);
    const writes = recordWrites();
    renderView(<VacationHistoryView requests={'[{"id":' as unknown as VacationHistoryRequest[]} />);
    expect(screen.getByText(/requests/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
