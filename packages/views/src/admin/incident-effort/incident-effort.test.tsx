import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { pathsOf, recordRequests, recordWrites, signInAsAdmin, urlOf } from '../shared/test-backend';
import { IncidentEffort as View } from './incident-effort';
import { incidentEffortTag } from './incident-effort.tag';
import { incidentFormSchema } from './incident-rules';

const IncidentEffort = contracted(View, incidentEffortTag);

// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const INSERT = '/json/icingamaster/incident/user/insert';

beforeEach(() => signInAsAdmin());

const table = () => screen.getByRole('table', { name: /^Incident-Aufwand / });
const rows = () => within(table()).getAllByRole('row').slice(1);

async function openNew(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
  return screen.findByRole('dialog', { name: 'Incident erfassen' });
}

describe('incident-effort: month', () => {
  it('shows the month with day, task, effort and points, the month total and the overall total', async () => {
    const requests = recordRequests();
    renderView(<IncidentEffort userId={7} userName="Mehmet Yılmaz" />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    expect(Object.fromEntries(urlOf(requests.list[0]).searchParams)).toEqual({ month: '11', year: '2026', limit: '20' });
    expect(table()).toHaveAccessibleName('Incident-Aufwand November 2026');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Tag', 'Task', 'Aufwand (min)', 'Punkte']);
    expect(screen.getByText('Summe Monat').nextElementSibling?.textContent).toMatch(/^\d{1,3}(\.\d{3})* min \(\d+:\d{2} h\)$/);
    expect(screen.getByText('Summe gesamt').nextElementSibling?.textContent).toMatch(/^\d{1,3}(\.\d{3})* min \(\d+:\d{2} h\)$/);
    expect([...(screen.getByLabelText('Anzeigen') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['20', '40', '60', 'alle']);
  });

  it('pages by month and by page size', async () => {
    const requests = recordRequests();
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await waitFor(() => expect(table()).toHaveAccessibleName('Incident-Aufwand Oktober 2026'), appear);
    await user.selectOptions(screen.getByLabelText('Anzeigen'), 'alle');
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(requests.list.at(-1)).searchParams)).toEqual({ month: '10', year: '2026', limit: '-1' }),
    );
  });

  it('an empty month says what to do', async () => {
    renderView(<IncidentEffort userId={7} month="2025-01" />);
    expect(await screen.findByText('Keine Incidents in diesem Monat. Mit „Neuer Eintrag“ erfassen.', {}, appear)).toBeInTheDocument();
  });

  it('a failed read shows the error with a retry', async () => {
    server.use(http.get(route('/json/icingamaster/incidents/user/month/:id'), () => HttpResponse.text('<html>x</html>', { status: 500 })));
    renderView(<IncidentEffort userId={7} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('a bad month attribute: the configuration error', () => {
    expectConsole('error', /Attribut „month“/);
    renderView(<IncidentEffort userId={7} month="2026-13" />);
    expect(screen.getByText(/Attribut „month“/)).toBeInTheDocument();
  });
});

describe('incident-effort: create, update, delete', () => {
  it('refuses what the client rules forbid: "Bitte Task angeben", "Bitte Aufwand angeben", effort ≥ 1, day not after today — no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const dialog = await openNew(user);
    expect(within(dialog).getByLabelText('Tag')).toHaveValue('2026-11-23');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByText('Bitte Task angeben')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte Aufwand angeben')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Task')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Aufwand in Minuten'), '0');
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: '2026-11-24' } });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Aufwand muss mindestens 1 Minute betragen')).toBeInTheDocument();
    expect(within(dialog).getByText('Der Tag darf nicht in der Zukunft liegen')).toBeInTheDocument();
    expect(pathsOf(writes)).toEqual([]);
  });

  it('creates an entry; the month total and the overall total grow', async () => {
    const writes = recordWrites();
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const monthTotal = () =>
      Number(/^([\d.]+)/.exec(screen.getByText('Summe Monat').nextElementSibling?.textContent ?? '')?.[1].replace(/\./g, ''));
    const allTotal = () =>
      Number(/^([\d.]+)/.exec(screen.getByText('Summe gesamt').nextElementSibling?.textContent ?? '')?.[1].replace(/\./g, ''));
    const [month, all] = [monthTotal(), allTotal()];
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Task'), 'Icinga: Host down db-09');
    await user.type(within(dialog).getByLabelText('Aufwand in Minuten'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(monthTotal()).toBe(month + 45), appear);
    expect(allTotal()).toBe(all + 45);
    const row = within(table()).getByText('Icinga: Host down db-09').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('23.11.2026Icinga: Host down db-09453');
    expect(pathsOf(writes)).toEqual([`POST ${INSERT}`]);
  });

  it("the server's errors come back as a list: shown as a red list, the values stay", async () => {
    expectConsole('error', /422|Task/);
    server.use(
      http.post(route(INSERT), () =>
        HttpResponse.json({ errors: ['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen'] }, { status: 422 }),
      ),
    );
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Task'), 'x');
    await user.type(within(dialog).getByLabelText('Aufwand in Minuten'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }, appear);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen']);
    expect(list.closest('.alert')).toHaveClass('alert-danger');
    expect(within(dialog).getByLabelText('Task')).toHaveValue('x');
  });

  it('a double click sends one request', async () => {
    const writes = recordWrites();
    server.use(
      http.post(route(INSERT), async () => {
        await delay(50);
        return HttpResponse.json({ message: 'ok', incidentTime: { id: 9999, task: 'x', effort: 5, day: '2026-11-23', points: 1 } });
      }),
    );
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const dialog = await openNew(user);
    await user.type(within(dialog).getByLabelText('Task'), 'x');
    await user.type(within(dialog).getByLabelText('Aufwand in Minuten'), '5');
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    expect(pathsOf(writes)).toEqual([`POST ${INSERT}`]);
  });

  it('updates an entry', async () => {
    const writes = recordWrites();
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(within(rows()[0]).getByRole('button', { name: /ändern$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' });
    const effort = within(dialog).getByLabelText('Aufwand in Minuten');
    await user.clear(effort);
    await user.type(effort, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich bearbeitet', {}, appear)).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('61')).toBeInTheDocument(), appear);
    expect(pathsOf(writes)).toEqual(['POST /json/icingamaster/incident/user/update']);
  });

  it('deletes an entry after confirming', async () => {
    const writes = recordWrites();
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const before = rows().length;
    await user.click(within(rows()[0]).getByRole('button', { name: /löschen$/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText('Eintrag erfolgreich gelöscht', {}, appear)).toBeInTheDocument();
    const left = () => (screen.queryByRole('table') ? rows().length : 0);
    await waitFor(() => expect(left()).toBe(before - 1), appear);
    expect(pathsOf(writes)).toEqual([expect.stringMatching(/^DELETE \/json\/icingamaster\/incident\/user\/delete\/\d+$/)]);
  });
});

describe('incident rules', () => {
  const today = '2026-11-23';
  const issues = (values: { task: string; effort: string; day: string }) => {
    const result = incidentFormSchema(today).safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it.each([
    [{ task: '', effort: '', day: today }, ['Bitte Task angeben', 'Bitte Aufwand angeben']],
    [{ task: ' ', effort: '0', day: today }, ['Bitte Task angeben', 'Der Aufwand muss mindestens 1 Minute betragen']],
    [{ task: 'x', effort: '-5', day: today }, ['Der Aufwand muss mindestens 1 Minute betragen']],
    [{ task: 'x', effort: '1.5', day: today }, ['Der Aufwand muss in ganzen Minuten angegeben werden']],
    [{ task: 'x', effort: '1', day: '2026-11-24' }, ['Der Tag darf nicht in der Zukunft liegen']],
    [{ task: 'x', effort: '1', day: '2026-02-30' }, ['Bitte einen gültigen Tag angeben']],
    [{ task: 'x', effort: '1', day: today }, []],
  ])('%j → %j', (values, expected) => {
    expect(issues(values)).toEqual(expected);
  });
});

describe('incident-effort: form details (issue 24 point 7)', () => {
  it('names the required fields in the dialog', async () => {
    const { user } = renderView(<IncidentEffort userId={7} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const dialog = await openNew(user);
    expect(within(dialog).getByText('Pflichtfelder: Task, Aufwand und Tag.')).toBeInTheDocument();
    for (const label of ['Task', 'Aufwand in Minuten', 'Tag']) expect(within(dialog).getByLabelText(label)).toBeRequired();
  });
});

describe('incident-effort: numbers (issue 24 point 5)', () => {
  it('writes minutes as `1.170 min (19:30 h)` (the one number style), each figure on one line', async () => {
    server.use(
      http.get(route('/json/icingamaster/incidents/user/month/:userId'), () =>
        HttpResponse.json({
          incidentTimes: [{ id: 1, task: 'Icinga: Backup fehlgeschlagen', effort: 1170, day: '2026-11-20', points: 2 }],
          totalTimeMonth: 1170,
          totalTime: 12345,
        }),
      ),
    );
    renderView(<IncidentEffort userId={7} />);
    const total = async (label: string) => (await screen.findByText(label, {}, appear)).nextElementSibling;
    expect((await total('Summe Monat'))?.textContent).toBe('1.170 min (19:30 h)');
    expect((await total('Summe gesamt'))?.textContent).toBe('12.345 min (205:45 h)');
    // The figure never wraps away from its unit: „1.170 min“ and „(19:30 h)“ each stay whole; a narrow
    // column may put the bracket on the next line (reflow at 320 px).
    const parts = [...((await total('Summe Monat'))?.querySelectorAll('.text-nowrap') ?? [])].map((part) => part.textContent);
    expect(parts).toEqual(['1.170 min', '(19:30 h)']);
  });
});
