import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { findChecklist } from '@mocks/service/checklists.rules';
import { serviceState } from '@mocks/service/checklists.seed';
import { leadersOf, nextTenDays, planOf } from '@mocks/service/plans.rules';
import { contracted, renderView } from '@test/render';
import { recordPostBodies, withCalendar, withServiceBackend } from '../shared/test-setup';
import { PlanningRandomContext, autoPlan, seededRandom, type DayChoice } from './auto-plan';
import { PlaningCalendar as View } from './planing-calendar';
import { planingCalendarTag } from './planing-calendar.tag';

const PlaningCalendar = contracted(View, planingCalendarTag);

const checklist = () => findChecklist(db, 1)!;

withCalendar();
// Monday 23 November 2026, 09:30; plans are seeded until Thursday 26.11.; Max Müller is away on Friday 27.11.
withServiceBackend();

const cell = (iso: string) => document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${iso}"]`) ?? document.createElement('td');
const rows = async () =>
  within(await screen.findByRole('table', { name: 'Die nächsten 10 Tage' }))
    .getAllByRole('row')
    .slice(1);
const agentSelect = (day: string) => screen.getByRole('combobox', { name: `Servicemitarbeiter am ${day}` }) as HTMLSelectElement;
const deputySelect = (day: string) => screen.getByRole('combobox', { name: `Vertreter am ${day}` }) as HTMLSelectElement;
const unix = (iso: string) => new Date(`${iso}T00:00:00`).getTime() / 1000;

describe('<planing-calendar>', () => {
  it('shows a German calendar starting on Monday, coloured by the legend (green planned, yellow holiday)', async () => {
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    expect(await screen.findByRole('button', { name: /November 2026/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 7)
        .map((h) => h.textContent),
    ).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    await waitFor(() => expect(cell('2026-11-23')).toHaveClass('bg-success-subtle'));
    expect(cell('2026-11-27')).not.toHaveClass('bg-success-subtle');
    expect(cell('2026-11-01')).toHaveClass('bg-warning-subtle'); // Allerheiligen
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['geplant', 'Feiertag']);
  });

  it('lists the next ten days with agent, deputy and a Plan button; the deputy has a no-deputy option', async () => {
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    const list = await rows();
    expect(list).toHaveLength(10);
    expect(list.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Mo, 23.11.2026',
      'Di, 24.11.2026',
      'Mi, 25.11.2026',
      'Do, 26.11.2026',
      'Fr, 27.11.2026',
      'Sa, 28.11.2026',
      'So, 29.11.2026',
      'Mo, 30.11.2026',
      'Di, 01.12.2026',
      'Mi, 02.12.2026',
    ]);
    const seeded = planOf(db, checklist(), '2026-11-23');
    expect(agentSelect('Mo, 23.11.2026').value).toBe(String(seeded.agentId));
    expect(deputySelect('Mo, 23.11.2026').value).toBe(String(seeded.substituteId));
    expect(agentSelect('Fr, 27.11.2026').value).toBe('');
    expect(within(deputySelect('Fr, 27.11.2026')).getByRole('option', { name: '— niemand —' })).toBeInTheDocument();
    expect(
      within(agentSelect('Fr, 27.11.2026'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— niemand —', 'Thomas Becker', 'Julia Wagner', 'Max Müller (Urlaub)', 'Anna Berger', 'Lukas Hoffmann']);
    // Each reads „Planen“ and is named by it first, then its day (label in name, WCAG 2.5.3).
    const planButtons = screen.getAllByRole('button', { name: /^Planen: .*\d{4}$/ });
    expect(planButtons).toHaveLength(10);
    for (const button of planButtons) expect(button).toHaveTextContent(/^Planen$/);
  });

  it('someone on vacation that day shows "Urlaub" and cannot be chosen', async () => {
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    expect(within(agentSelect('Fr, 27.11.2026')).getByRole('option', { name: 'Max Müller (Urlaub)' })).toBeDisabled();
    expect(within(deputySelect('Fr, 27.11.2026')).getByRole('option', { name: 'Max Müller (Urlaub)' })).toBeDisabled();
    expect(within(agentSelect('Do, 26.11.2026')).getByRole('option', { name: 'Max Müller' })).toBeEnabled();
  });

  it('a day saved with somebody on vacation is flagged: the row says „⚠ im Urlaub“ at that person, the calendar cell has a ⚠ and a warning tone', async () => {
    const max = leadersOf(db, checklist(), '2026-11-23').find((l) => l.dn === 'Max Müller')!;
    // As an older server or a vacation entered later leaves it: Max Müller planned on his day off.
    serviceState(db).planOverrides.set('1|2026-11-27', { agentId: Number(max.id), substituteId: null });
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    const friday = (await rows())[4];
    // Said at the select of the person away (and read with it), the day's label stays as it is.
    expect(agentSelect('Fr, 27.11.2026')).toHaveAccessibleDescription('⚠ im Urlaub');
    expect(within(friday).getByText('⚠ im Urlaub')).toBeVisible();
    expect(within(friday).getByRole('rowheader')).toHaveTextContent(/^Fr, 27\.11\.2026$/);
    expect(friday).toHaveClass('table-warning');
    expect(within(await rows().then((r) => r[3])).queryByText(/im Urlaub/)).toBeNull();
    await waitFor(() => expect(cell('2026-11-27')).toHaveClass('bg-danger-subtle'));
    expect(cell('2026-11-27')).toHaveTextContent('27⚠ im Urlaub geplant');
    expect(cell('2026-11-27')).not.toHaveClass('bg-success-subtle');
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(within(legend).getByText('im Urlaub geplant')).toBeInTheDocument();
  });

  it('the empty choice is short („— niemand —“) and the selects keep a minimum width, so no name is cut', async () => {
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    expect(agentSelect('Fr, 27.11.2026').selectedOptions[0]).toHaveTextContent('— niemand —');
    expect(agentSelect('Fr, 27.11.2026').style.minWidth).toBe('11rem');
    expect(deputySelect('Fr, 27.11.2026').style.minWidth).toBe('11rem');
  });

  it('the week numbers show what they are named („KW 48“, label in name)', async () => {
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await waitFor(() => expect(document.querySelectorAll('.fc-daygrid-week-number').length).toBeGreaterThan(0));
    for (const week of document.querySelectorAll('.fc-daygrid-week-number')) {
      expect(week.getAttribute('aria-label')).toMatch(/^KW \d+$/);
      expect(week.getAttribute('aria-label')).toContain(week.textContent);
    }
  });

  it('Plan saves the row {timestamp, user_id, substitute_id, checklist_id}; the deputy cannot be the agent', async () => {
    const bodies = recordPostBodies();
    const { user, host } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    await rows();
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    expect(within(deputySelect('Mo, 30.11.2026')).getByRole('option', { name: 'Anna Berger (ist Servicemitarbeiter)' })).toBeDisabled();
    await user.selectOptions(deputySelect('Mo, 30.11.2026'), 'Julia Wagner');
    await user.click(screen.getByRole('button', { name: 'Planen: Mo, 30.11.2026' }));
    expect(await screen.findByText('Tagesplanung gespeichert.')).toBeInTheDocument();
    expect(bodies).toEqual([{ timestamp: unix('2026-11-30'), user_id: 5, substitute_id: 3, checklist_id: 1 }]);
    expect(planOf(db, checklist(), '2026-11-30')).toEqual({ agentId: 5, substituteId: 3 });
    expect(saved).toHaveBeenCalledWith({ what: 'day-plan', id: unix('2026-11-30') });
    await waitFor(() => expect(cell('2026-11-30')).toHaveClass('bg-success-subtle'));
  });

  it('a day is saved even with empty values', async () => {
    const bodies = recordPostBodies();
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    await user.selectOptions(agentSelect('Mo, 23.11.2026'), '— niemand —');
    await user.selectOptions(deputySelect('Mo, 23.11.2026'), '— niemand —');
    await user.click(screen.getByRole('button', { name: 'Planen: Mo, 23.11.2026' }));
    await screen.findByText('Tagesplanung gespeichert.');
    expect(bodies).toEqual([{ timestamp: unix('2026-11-23'), user_id: '', substitute_id: '', checklist_id: 1 }]);
    expect(planOf(db, checklist(), '2026-11-23')).toEqual({ agentId: null, substituteId: null });
    await waitFor(() => expect(cell('2026-11-23')).not.toHaveClass('bg-success-subtle'));
  });

  it('"Automatisch planen" fills only the days without an agent (seeded random), saves each, and the calendar turns green', async () => {
    const bodies = recordPostBodies();
    const entries = nextTenDays(db, checklist(), '2026-11-23');
    const leaders = leadersOf(db, checklist(), '2026-11-23');
    const current = new Map<number, DayChoice>(
      entries.map((e) => [e.timestamp, { agent: String(e.service_agent), deputy: String(e.substitute) }]),
    );
    const expected = autoPlan(entries, current, leaders, seededRandom(42));
    const { user } = renderView(
      <PlanningRandomContext.Provider value={seededRandom(42)}>
        <PlaningCalendar checklistId={1} date="2026-11-23" />
      </PlanningRandomContext.Provider>,
    );
    await rows();
    const before = ['23', '24', '25', '26'].map((d) => planOf(db, checklist(), `2026-11-${d}`));
    await user.click(screen.getByRole('button', { name: 'Automatisch planen' }));
    expect(await screen.findByText('6 Tage automatisch geplant.')).toBeInTheDocument();
    expect(bodies).toEqual(
      entries.slice(4).map((e) => ({
        timestamp: e.timestamp,
        user_id: Number(expected.get(e.timestamp)!.agent),
        substitute_id: Number(expected.get(e.timestamp)!.deputy),
        checklist_id: 1,
      })),
    );
    // Planned days keep their plan; nobody is planned on vacation; the deputy is never the agent.
    expect(['23', '24', '25', '26'].map((d) => planOf(db, checklist(), `2026-11-${d}`))).toEqual(before);
    const friday = planOf(db, checklist(), '2026-11-27');
    expect(friday.agentId).not.toBe(4);
    expect(friday.substituteId).not.toBe(4);
    for (const e of entries.slice(4)) {
      const plan = planOf(db, checklist(), `${e.year}-${String(e.month).padStart(2, '0')}-${e.date.slice(0, 2)}`);
      expect(plan.agentId).not.toBeNull();
      expect(plan.substituteId).not.toBe(plan.agentId);
    }
    await waitFor(() => {
      // All six, also 1 and 2 December, which November's grid shows in its last row.
      for (const day of ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
        expect(cell(day)).toHaveClass('bg-success-subtle');
    });
    expect(agentSelect('Fr, 27.11.2026').value).toBe(expected.get(unix('2026-11-27'))!.agent);

    await user.click(screen.getByRole('button', { name: 'Automatisch planen' }));
    expect(await screen.findByText('Alle Tage haben schon einen Servicemitarbeiter.')).toBeInTheDocument();
    expect(bodies).toHaveLength(6);
  });

  it('automatic planning never picks a leader on vacation that day and leaves planned days as they are', async () => {
    // The random source always points at the middle leader: Max Müller (4), who is away on Friday 27.11.
    const bodies = recordPostBodies();
    const { user } = renderView(
      <PlanningRandomContext.Provider value={() => 0.5}>
        <PlaningCalendar checklistId={1} date="2026-11-23" />
      </PlanningRandomContext.Provider>,
    );
    await rows();
    const before = ['23', '24', '25', '26'].map((d) => planOf(db, checklist(), `2026-11-${d}`));
    // A planned day whose agent the user cleared without saving is still a planned day.
    await user.selectOptions(agentSelect('Mo, 23.11.2026'), '— niemand —');
    await user.click(screen.getByRole('button', { name: 'Automatisch planen' }));
    expect(await screen.findByText('6 Tage automatisch geplant.')).toBeInTheDocument();
    expect(['23', '24', '25', '26'].map((d) => planOf(db, checklist(), `2026-11-${d}`))).toEqual(before);
    expect(bodies.map((b) => (b as { timestamp: number }).timestamp)).toEqual(
      ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'].map(unix),
    );
    // On his day off somebody else is planned; on the other days the same pick is Max Müller.
    expect(planOf(db, checklist(), '2026-11-27')).toEqual({ agentId: 5, substituteId: 3 });
    expect(agentSelect('Fr, 27.11.2026')).toHaveDisplayValue('Anna Berger');
    expect(planOf(db, checklist(), '2026-11-30').agentId).toBe(4);
    expect(agentSelect('Mo, 30.11.2026')).toHaveDisplayValue('Max Müller');
    // The cleared Monday stays as the user left it, marked as not saved.
    expect(agentSelect('Mo, 23.11.2026').value).toBe('');
    expect(within((await rows())[0]).getByRole('rowheader')).toHaveTextContent('nicht gespeichert');
  });

  it('a changed row is marked „nicht gespeichert“ until „Planen“ saves it', async () => {
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    const monday = () => within(screen.getByRole('combobox', { name: 'Servicemitarbeiter am Mo, 30.11.2026' }).closest('tr')!);
    expect(monday().getByRole('rowheader')).toHaveTextContent(/^Mo, 30\.11\.2026$/);
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    expect(monday().getByRole('rowheader')).toHaveTextContent('Mo, 30.11.2026nicht gespeichert');
    expect(screen.getByRole('status')).toHaveTextContent('1 Zeile ist geändert, aber noch nicht mit „Planen“ gespeichert.');
    // Back to the saved value: nothing is unsaved.
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), '— niemand —');
    expect(monday().getByRole('rowheader')).not.toHaveTextContent('nicht gespeichert');
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    await user.click(screen.getByRole('button', { name: 'Planen: Mo, 30.11.2026' }));
    await screen.findByText('Tagesplanung gespeichert.');
    expect(monday().getByRole('rowheader')).not.toHaveTextContent('nicht gespeichert');
    expect(agentSelect('Mo, 30.11.2026')).toHaveDisplayValue('Anna Berger');
  });

  it('choosing another day with unsaved rows asks first: „Weiter planen“ keeps them, „Verwerfen“ shows the other days', async () => {
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    await user.selectOptions(agentSelect('Di, 01.12.2026'), 'Julia Wagner');
    await user.click(cell('2026-11-16'));
    const dialog = await screen.findByRole('dialog', { name: 'Nicht gespeicherte Planung' });
    expect(dialog).toHaveTextContent('2 Zeilen sind noch nicht mit „Planen“ gespeichert. Wenn Sie die 10 Tage ab Mo, 16.11.2026 zeigen');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter planen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within((await rows())[0]).getByRole('rowheader')).toHaveTextContent('Mo, 23.11.2026');
    expect(agentSelect('Mo, 30.11.2026')).toHaveDisplayValue('Anna Berger');

    await user.click(cell('2026-11-16'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwerfen und Tag wechseln' }));
    await waitFor(async () => expect(within((await rows())[0]).getByRole('rowheader')).toHaveTextContent('Mo, 16.11.2026'));
    // Nothing unsaved now: the next day is shown without asking.
    await user.click(cell('2026-11-09'));
    await waitFor(async () => expect(within((await rows())[0]).getByRole('rowheader')).toHaveTextContent('Mo, 09.11.2026'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a failed automatic planning the rows show what was really saved', async () => {
    let posts = 0;
    server.use(
      http.post(route('/serviceagent/ajax/leader/set'), () => {
        posts += 1;
        // The third day fails; the first two go on to the emulated server.
        if (posts === 3) return HttpResponse.json({ message: 'Datenbank nicht erreichbar' }, { status: 500 });
      }),
    );
    const { user } = renderView(
      <PlanningRandomContext.Provider value={seededRandom(42)}>
        <PlaningCalendar checklistId={1} date="2026-11-23" />
      </PlanningRandomContext.Provider>,
    );
    await rows();
    await user.click(screen.getByRole('button', { name: 'Automatisch planen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const friday = planOf(db, checklist(), '2026-11-27');
    const saturday = planOf(db, checklist(), '2026-11-28');
    expect(friday.agentId).not.toBeNull();
    expect(saturday.agentId).not.toBeNull();
    expect(agentSelect('Fr, 27.11.2026').value).toBe(String(friday.agentId));
    expect(agentSelect('Sa, 28.11.2026').value).toBe(String(saturday.agentId));
    // Sunday on failed, the rest were never sent: they show no agent, as on the server, and no row looks unsaved.
    for (const day of ['So, 29.11.2026', 'Mo, 30.11.2026', 'Di, 01.12.2026', 'Mi, 02.12.2026']) expect(agentSelect(day).value).toBe('');
    expect(planOf(db, checklist(), '2026-11-29').agentId).toBeNull();
    expect(screen.queryByText('nicht gespeichert')).toBeNull();
  });

  it('a click on a calendar day shows the ten days from that day', async () => {
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    await user.click(cell('2026-11-16'));
    await waitFor(async () => expect(within((await rows())[0]).getByRole('rowheader')).toHaveTextContent('Mo, 16.11.2026'));
  });

  it('a failed save shows the error and keeps the choice; the buttons work again', async () => {
    resetSettings({ faults: [{ method: 'POST', path: '/serviceagent/ajax/leader/set', status: 500 }] });
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    await user.click(screen.getByRole('button', { name: 'Planen: Mo, 30.11.2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    expect(agentSelect('Mo, 30.11.2026').value).toBe('5');
    expect(screen.getByRole('button', { name: 'Automatisch planen' })).toBeEnabled();
    expect(planOf(db, checklist(), '2026-11-30').agentId).toBeNull();
  });

  it('a double click on Plan sends one request', async () => {
    const bodies = recordPostBodies();
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    await rows();
    resetSettings({ latency: 100 });
    await user.dblClick(screen.getByRole('button', { name: 'Planen: Mo, 30.11.2026' }));
    await screen.findByText('Tagesplanung gespeichert.');
    expect(bodies).toHaveLength(1);
  });

  it('a failed read of the ten days shows an error with a retry', async () => {
    resetSettings({ faults: [{ method: 'GET', path: '/serviceagent/ajax/next-ten-days', status: 500 }] });
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    resetSettings();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await rows()).toHaveLength(10);
  });

  it('works from spec-minimal answers as Laravel sends them: strings for numbers, 0/1 vacations, colours without keys, an empty 200 on save', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const entries = nextTenDays(db, checklist(), '2026-11-23').map((e) => ({
      ...e,
      month: String(e.month),
      dayOfYear: String(e.dayOfYear),
      timestamp: String(e.timestamp),
      service_agent: e.service_agent === '' ? null : String(e.service_agent),
      substitute: e.substitute === '' ? '' : String(e.substitute),
    }));
    const leaders = leadersOf(db, checklist(), '2026-11-23').map((l) => ({
      id: String(l.id),
      dn: l.dn,
      vacations: Object.fromEntries(Object.entries(l.vacations).map(([day, away]) => [day, away ? 1 : 0])),
    }));
    const bodies = recordPostBodies();
    server.use(
      http.get(route('/serviceagent/ajax/next-ten-days/:checklistId/:date'), () => HttpResponse.json(entries)),
      http.get(route('/serviceagent/ajax/leaders/:checklistId/:date'), () => HttpResponse.json(leaders)),
      http.get(route('/serviceagent/ajax/planing/get-day-status/:checklistId/:month/:year'), () =>
        HttpResponse.json({
          attributes: [
            { highlight: 'green', dates: [String(unix('2026-11-24'))] },
            { highlight: 'yellow', dates: [] },
          ],
        }),
      ),
      http.post(route('/serviceagent/ajax/leader/set'), () => new HttpResponse(null, { status: 200 })),
    );
    const { user } = renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    expect((await rows()).map((r) => within(r).getByRole('rowheader').textContent).slice(0, 2)).toEqual([
      'Mo, 23.11.2026',
      'Di, 24.11.2026',
    ]);
    expect(agentSelect('Mo, 23.11.2026').value).toBe(String(planOf(db, checklist(), '2026-11-23').agentId));
    expect(within(agentSelect('Fr, 27.11.2026')).getByRole('option', { name: 'Max Müller (Urlaub)' })).toBeDisabled();
    await waitFor(() => expect(cell('2026-11-24')).toHaveClass('bg-success-subtle'));
    await user.selectOptions(agentSelect('Mo, 30.11.2026'), 'Anna Berger');
    await user.click(screen.getByRole('button', { name: 'Planen: Mo, 30.11.2026' }));
    expect(await screen.findByText('Tagesplanung gespeichert.')).toBeInTheDocument();
    expect(bodies).toEqual([{ timestamp: unix('2026-11-30'), user_id: 5, substitute_id: '', checklist_id: 1 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('days in a colour the legend does not know stay uncoloured, said in one muted line (no alert)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      http.get(route('/serviceagent/ajax/planing/get-day-status/:checklistId/:month/:year'), () =>
        HttpResponse.json({ attributes: [{ highlight: 'purple', dates: [unix('2026-11-24')] }] }),
      ),
    );
    renderView(<PlaningCalendar checklistId={1} date="2026-11-23" />);
    expect(await screen.findByText(/diese Tage bleiben ungefärbt/)).toHaveClass('text-body-secondary');
    expect(cell('2026-11-24')).not.toHaveClass('bg-success-subtle');
    expect(await rows()).toHaveLength(10);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
