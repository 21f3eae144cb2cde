import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { findChecklist } from '@mocks/service/checklists.rules';
import { checklistsOn, flipFlowAction, flipFlowsOf, reportDayStatus } from '@mocks/service/tasks.rules';
import { contracted, renderView } from '@test/render';
import { calendarDayName } from '@stempeluhr/ui';
import { withCalendar, withServiceBackend } from '../shared/test-setup';
import { ChecklistReport as View } from './checklist-report';
import { checklistReportTag } from './checklist-report.tag';
import { REPORT_LEGEND } from './report-status';

const ChecklistReport = contracted(View, checklistReportTag);

withCalendar();
withServiceBackend();

const cell = (iso: string) => document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${iso}"]`) ?? document.createElement('td');
const isoOf = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const calendarReady = () => screen.findByRole('button', { name: /November 2026/ }, { timeout: 5000 });

describe('<checklist-report>', () => {
  it('lists the checklists (the first selected) and the day’s agent, deputy and groups', async () => {
    const { user } = renderView(<ChecklistReport date="2026-11-23" />);
    const list = await screen.findByRole('group', { name: 'Checklisten' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Tagescheck Helpdesk', 'Monitoring Icinga', 'Wochenabschluss']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    // The other checklists read in the body colour, not greyed out as if disabled (issue 24 review polish).
    expect(buttons[1]).toHaveClass('text-body');
    expect(buttons[0]).not.toHaveClass('text-body');
    const [first, second] = checklistsOn(db, '2026-11-23');
    const day = screen.getByRole('region', { name: 'Aufgaben am 23.11.2026' });
    expect(within(day).getByText('Servicemitarbeiter').nextElementSibling).toHaveTextContent(first.service_agent);
    expect(within(day).getByText('Vertreter').nextElementSibling).toHaveTextContent(first.substitute);
    expect(within(day).getByText('Gruppen').nextElementSibling).toHaveTextContent('Helpdesk');

    await user.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(day).getByText('Gruppen').nextElementSibling).toHaveTextContent('Icinga-Master'));
    expect(within(day).getByText('Servicemitarbeiter').nextElementSibling).toHaveTextContent(second.service_agent);
  });

  it('groups the tasks per flip flow with their status text', async () => {
    renderView(<ChecklistReport date="2026-11-23" />);
    const groups = flipFlowsOf(db, findChecklist(db, 1)!, '2026-11-23');
    for (const group of groups) {
      const list = await screen.findByRole('list', { name: group.flipFlow.name });
      expect(within(list).getAllByRole('listitem')).toHaveLength(group.tasks.length);
      for (const task of group.tasks) {
        const item = within(list).getByText(task.name).closest('li')!;
        expect(item).toHaveTextContent(
          task.user === null ? 'Nicht zugewiesen' : task.erledigt === 0 ? `Angenommen von ${task.user}` : `Erledigt von ${task.user}`,
        );
      }
    }
  });

  it('shows done and rejected tasks with who did it, and the reason of a rejection', async () => {
    const [a, b] = flipFlowsOf(db, findChecklist(db, 1)!, '2026-11-24')[0].tasks;
    for (const t of [a, b]) flipFlowAction(db, 'assign', { task: t.id, loggedInUserDn: 'max.mueller' });
    flipFlowAction(db, 'approve', { task: a.id, loggedInUserDn: 'max.mueller' });
    flipFlowAction(db, 'reject', { task: b.id, loggedInUserDn: 'max.mueller', note: 'Zugang fehlte' });
    renderView(<ChecklistReport date="2026-11-24" />);
    const list = await screen.findByRole('list', { name: 'Morgenroutine Helpdesk' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Erledigt von Max Müller');
    expect(items[1]).toHaveTextContent('Abgelehnt von Max Müller');
    expect(items[1]).toHaveTextContent('Begründung: Zugang fehlte');
    expect(items[2]).toHaveTextContent('Nicht zugewiesen');
    // „Nicht zugewiesen“ is a quiet grey badge, not a blue one that looks like a button (issue 24 review).
    expect(within(items[2]).getByText('Nicht zugewiesen')).toHaveClass('text-bg-secondary');
    expect(within(items[0]).getByText('Erledigt von Max Müller')).toHaveClass('text-bg-success');
  });

  it('the calendar’s week numbers show what they are named („KW 48“, label in name)', async () => {
    renderView(<ChecklistReport date="2026-11-23" />);
    await calendarReady();
    const weeks = [...document.querySelectorAll('.fc-daygrid-week-number')];
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) expect(week.getAttribute('aria-label')).toBe(week.textContent);
  });

  it('colours the calendar by the legend’s priority; the legend lists the five colours in order', async () => {
    renderView(<ChecklistReport date="2026-11-23" />);
    await calendarReady();
    const status = reportDayStatus(db, findChecklist(db, 1)!, 11, 2026);
    const used = status.attributes.filter((a) => a.dates.length > 0);
    expect(used.length).toBeGreaterThanOrEqual(3);
    await waitFor(() => {
      for (const attribute of used) {
        const legend = REPORT_LEGEND.find((l) => l.key === attribute.key)!;
        for (const day of attribute.dates) expect(cell(isoOf(day)).className).toContain(legend.cell);
      }
    });
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => [li.dataset.colour, li.querySelector('span')!.textContent, li.textContent?.slice(1).trim()]),
    ).toEqual([
      ['blue', '?', 'mindestens eine Aufgabe nicht zugewiesen'],
      ['yellow', '○', 'alle Aufgaben angenommen'],
      ['red', '✕', 'mindestens eine Aufgabe abgelehnt'],
      ['green', '✓', 'alle Aufgaben erledigt'],
      ['pink', '!', 'mindestens eine Aufgabe nicht erledigt'],
    ]);
    // Each swatch has the fill of the days it explains.
    within(legend)
      .getAllByRole('listitem')
      .forEach((li, i) => expect(li.querySelector('span')!.className).toContain(REPORT_LEGEND[i].cell));
  });

  it('tells the five states apart without colour: each coloured day carries the legend’s sign and reads its text', async () => {
    const checklist = findChecklist(db, 1)!;
    // All five states in November: make one day rejected and one not done besides the seeded ones.
    const [a, b] = flipFlowsOf(db, checklist, '2026-11-20')[0].tasks;
    for (const t of [a, b]) flipFlowAction(db, 'assign', { task: t.id, loggedInUserDn: 'max.mueller' });
    flipFlowAction(db, 'reject', { task: a.id, loggedInUserDn: 'max.mueller', note: 'Zugang fehlte' });
    renderView(<ChecklistReport date="2026-11-23" />);
    await calendarReady();
    const status = reportDayStatus(db, checklist, 11, 2026);
    const used = status.attributes.filter((x) => x.dates.length > 0);
    expect(used.length).toBeGreaterThanOrEqual(3);
    await waitFor(() => {
      for (const attribute of used) {
        const legend = REPORT_LEGEND.find((l) => l.key === attribute.key)!;
        for (const day of attribute.dates) {
          const top = cell(isoOf(day)).querySelector('.fc-daygrid-day-top')!;
          expect(within(top as HTMLElement).getByText(legend.mark)).toHaveAttribute('aria-hidden', 'true');
          expect(top).toHaveTextContent(legend.label);
          // A screen reader hears it in the day's name: „Freitag, 20. November 2026: …“ (FullCalendar's own label hid it;
          // a Monday's name starts with its week number).
          const iso = isoOf(day);
          expect(screen.getByRole('gridcell', { name: (name) => name.includes(calendarDayName(iso, legend.label)) })).toBe(cell(iso));
        }
      }
    });
    // The signs are five different ones, and each is the one the legend shows for its text.
    expect(new Set(REPORT_LEGEND.map((l) => l.mark)).size).toBe(5);
    const items = within(screen.getByRole('list', { name: 'Legende' })).getAllByRole('listitem');
    items.forEach((li, i) => expect(li).toHaveTextContent(`${REPORT_LEGEND[i].mark}${REPORT_LEGEND[i].label}`));
    // A day without tasks carries no sign.
    expect(cell('2026-11-22').querySelector('.fc-daygrid-day-top')).toHaveTextContent(/^22$/);
  });

  it('outlines the chosen day (aria-selected), and moves the outline with a click', async () => {
    const { user } = renderView(<ChecklistReport date="2026-11-23" />);
    await calendarReady();
    await waitFor(() => expect(cell('2026-11-23')).toHaveAttribute('aria-selected', 'true'));
    expect(cell('2026-11-23')).toHaveClass('stempeluhr-calendar-selected');
    await user.click(cell('2026-11-19'));
    await screen.findByRole('region', { name: 'Aufgaben am 19.11.2026' });
    await waitFor(() => expect(cell('2026-11-19')).toHaveAttribute('aria-selected', 'true'));
    expect(cell('2026-11-19')).toHaveClass('stempeluhr-calendar-selected');
    expect(cell('2026-11-23')).not.toHaveAttribute('aria-selected');
    expect(cell('2026-11-23')).not.toHaveClass('stempeluhr-calendar-selected');
  });

  it('tells the page which checklist it shows (stempeluhr:selection-changed with the id), first and on every change', async () => {
    const { user, host } = renderView(<ChecklistReport date="2026-11-23" checklistId={1} />);
    const shown = vi.fn();
    host.addEventListener('stempeluhr:selection-changed', (e) => shown(e.detail));
    const list = await screen.findByRole('group', { name: 'Checklisten' });
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ values: [1] }));
    await user.click(within(list).getByRole('button', { name: 'Monitoring Icinga' }));
    await waitFor(() => expect(shown).toHaveBeenLastCalledWith({ values: [2] }));
    // Choosing the one already shown tells nothing new.
    await user.click(within(list).getByRole('button', { name: 'Monitoring Icinga' }));
    await user.click(cell('2026-11-19'));
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('a click on a day shows that day’s tasks', async () => {
    const { user } = renderView(<ChecklistReport date="2026-11-23" />);
    await calendarReady();
    await user.click(cell('2026-11-19'));
    const day = await screen.findByRole('region', { name: 'Aufgaben am 19.11.2026' });
    const accepted = flipFlowsOf(db, findChecklist(db, 1)!, '2026-11-19')[0].tasks[0];
    expect(await within(day).findAllByText(`Angenommen von ${accepted.user}`)).not.toHaveLength(0);
    await user.click(cell('2026-11-22'));
    expect(
      await screen.findByText('An diesem Tag hat die Checkliste keine Aufgaben. Wählen Sie im Kalender einen anderen Tag.'),
    ).toBeInTheDocument();
  });

  it('8 and 9 September 2019 cannot be chosen', async () => {
    const { user } = renderView(<ChecklistReport date="2019-09-10" />);
    await screen.findByRole('button', { name: /September 2019/ }, { timeout: 5000 });
    expect(cell('2019-09-08')).toHaveClass('stempeluhr-day-disabled');
    expect(cell('2019-09-09')).toHaveClass('stempeluhr-day-disabled');
    expect(cell('2019-09-07')).not.toHaveClass('stempeluhr-day-disabled');
    // Not in the tab order, marked disabled, and read out as such.
    for (const day of ['2019-09-08', '2019-09-09']) {
      expect(cell(day)).toHaveAttribute('aria-disabled', 'true');
      expect(cell(day)).not.toHaveAttribute('tabindex');
      expect(cell(day)).not.toHaveAttribute('aria-description');
      expect(cell(day)).toHaveTextContent('Dieser Tag kann nicht gewählt werden.');
    }
    expect(cell('2019-09-07')).not.toHaveAttribute('aria-disabled');
    await user.click(cell('2019-09-08'));
    await user.click(cell('2019-09-09'));
    expect(screen.getByRole('region', { name: 'Aufgaben am 10.09.2019' })).toBeInTheDocument();
    await user.click(cell('2019-09-07'));
    expect(await screen.findByRole('region', { name: 'Aufgaben am 07.09.2019' })).toBeInTheDocument();
  });

  it('a failed read of the tasks shows an error with a retry', async () => {
    resetSettings({ faults: [{ method: 'GET', path: '/serviceagent/ajax/flip-flows', status: 500 }] });
    const { user } = renderView(<ChecklistReport date="2026-11-23" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    resetSettings();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Morgenroutine Helpdesk' })).toBeInTheDocument();
  });

  it('shows its content from spec-minimal answers with Laravel’s 0/1 flags, strings for numbers and no keys in the day status', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const midnight = (day: string) => String(new Date(`${day}T00:00:00`).getTime() / 1000);
    const task = (
      id: string,
      name: string,
      user: string,
      erledigt: number | string,
      incident: number | string,
      note: string | null = null,
    ) => ({
      id,
      name,
      displayname: 'Helpdesk',
      typ: 'Kontrolle',
      priority: '1',
      checked: 0,
      user,
      erledigt,
      incident,
      note,
    });
    server.use(
      http.get(route('/serviceagent/ajax/checklists/:date'), () =>
        HttpResponse.json([{ id: '1', name: 'Tagescheck Helpdesk', service_agent: 'Anna Berger', substitute: null, groups: ['Helpdesk'] }]),
      ),
      http.get(route('/serviceagent/ajax/flip-flows/:checklistId/:date'), () =>
        HttpResponse.json([
          {
            flipFlow: { id: '1', name: 'Morgenroutine Helpdesk' },
            tasks: [
              task('11', 'Ticketqueue sichten', 'Anna Berger', 1, 0),
              task('12', 'Telefonanlage prüfen', 'Anna Berger', '1', '1', ''),
              task('13', 'Backup-Protokolle prüfen', 'Max Müller', '0', 0),
              task('14', 'Gesperrte Konten prüfen', '', '', '0'),
            ],
          },
        ]),
      ),
      http.get(route('/serviceagent/ajax/report/get-day-status/:checklistId/:month/:year'), () =>
        HttpResponse.json({ attributes: [{ highlight: 'red', dates: [midnight('2026-11-20')] }] }),
      ),
    );
    renderView(<ChecklistReport date="2026-11-23" />);
    const list = await screen.findByRole('list', { name: 'Morgenroutine Helpdesk' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // The state in the one look of task states (ui state map): its glyph (hidden from screen readers) and its words.
      'Ticketqueue sichten✓Erledigt von Anna Berger',
      'Telefonanlage prüfen✕Abgelehnt von Anna BergerBegründung: Keine Begründung angegeben',
      'Backup-Protokolle prüfen●Angenommen von Max Müller',
      'Gesperrte Konten prüfen○Nicht zugewiesen',
    ]);
    const day = screen.getByRole('region', { name: 'Aufgaben am 23.11.2026' });
    expect(within(day).getByText('Vertreter').nextElementSibling).toHaveTextContent('niemand geplant');
    // The day status without keys: red is the legend's "rejected".
    await calendarReady();
    const rejected = REPORT_LEGEND.find((l) => l.key === 'rejected')!;
    await waitFor(() => expect(cell('2026-11-20').className).toContain(rejected.cell));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('DayStatusAttribute.key'));
  });

  it('a day status of a shape it can’t read leaves the calendar uncoloured and says so in one muted line, no alert', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      http.get(route('/serviceagent/ajax/report/get-day-status/:checklistId/:month/:year'), () =>
        HttpResponse.json({ '2026-11-20': 'rejected' }),
      ),
    );
    renderView(<ChecklistReport date="2026-11-23" />);
    expect(await screen.findByText('Die Farben der Tage liefert der Server nicht.')).toHaveClass('text-body-secondary');
    expect(await screen.findByRole('list', { name: 'Morgenroutine Helpdesk' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
