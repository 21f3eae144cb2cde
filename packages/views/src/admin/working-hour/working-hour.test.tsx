import { screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { http, HttpResponse } from 'msw';
import { server, settings } from '@mocks/node';
import { route } from '@mocks/http/route';
import { recordWrites, signInAsAdmin } from '../shared/test-backend';
import { WorkingHour as View } from './working-hour';
import { workingHourTag } from './working-hour.tag';
import { formFromValues, hhmmToSeconds, secondsToHhmm, secondsToHours, valuesFromRule } from './working-hour-rule';
import { pageUrl, recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

const WorkingHour = contracted(View, workingHourTag);

beforeEach(() => {
  signInAsAdmin();
});

describe('working-hour rule units', () => {
  it('converts seconds ↔ HH:MM, minutes and hours exactly', () => {
    expect(secondsToHhmm(27000)).toBe('07:30');
    expect(hhmmToSeconds('7:30')).toBe(27000);
    expect(hhmmToSeconds('24:00')).toBe(86400);
    expect(hhmmToSeconds('24:01')).toBeNull();
    expect(hhmmToSeconds('7:60')).toBeNull();
    expect(secondsToHours(138600)).toBe('38,5');
    const rule = {
      id: null,
      monday: 27000,
      tuesday: 0,
      wednesday: 0,
      thursday: 0,
      friday: 0,
      saturday: 0,
      sunday: 0,
      break_monday: 2700,
      break_tuesday: 0,
      break_wednesday: 0,
      break_thursday: 0,
      break_friday: 0,
      break_saturday: 0,
      break_sunday: 0,
      week_hours: 138600,
      weekdays: 5,
      vacation_value: 27720,
      vacation_days: 31,
      valid_from: '2026-W49',
      valid_until: null,
    };
    const values = valuesFromRule(rule, null);
    expect(values).toMatchObject({
      monday: '07:30',
      break_monday: '45',
      week_hours: '38,5',
      vacation_value: '7,7',
      week: { year: 2026, week: 49 },
    });
    expect(formFromValues(values, 'create', null)).toMatchObject({
      id: '',
      monday: '07:30',
      break_monday: '45',
      week_hours: '38.5',
      vacation_value: '7.7',
      valid_from: '2026-W49',
    });
  });
});

describe('<working-hour>', () => {
  it('starts from the server’s defaults and sends them form-encoded; then goes to the work-time changes', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WorkingHour userId={4} />);
    expect(await screen.findByLabelText('Arbeitszeit Mo')).toHaveValue('08:00');
    expect(screen.getByLabelText('Arbeitszeit Sa')).toHaveValue('00:00');
    expect(screen.getByLabelText('Pause Mo in Minuten')).toHaveValue('30');
    expect(screen.getByLabelText('h/Woche')).toHaveValue('40');
    expect(screen.getByText('Nur wenn keine festen Arbeitszeiten, sonst 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Tage/Woche')).toHaveValue('5');
    expect(screen.getByLabelText('Urlaubswertigkeit')).toHaveValue('8');
    expect(screen.getByLabelText('Urlaubstage')).toHaveValue('31');
    expect(screen.getByText('Gültig ab')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Arbeitszeit Fr'));
    await user.type(screen.getByLabelText('Arbeitszeit Fr'), '6:00');
    await user.clear(screen.getByLabelText('Urlaubswertigkeit'));
    await user.type(screen.getByLabelText('Urlaubswertigkeit'), '7,5');
    await user.dblClick(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/admin/users/4/worktimechanges')));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      path: '/admin/working-hours/4',
      body: {
        id: '',
        monday: '08:00',
        friday: '06:00',
        saturday: '00:00',
        break_monday: '30',
        week_hours: '40',
        weekdays: '5',
        vacation_value: '7.5',
        vacation_days: '31',
        valid_from: '2026-W49',
      },
    });
  });

  it('shows the server’s errors list and keeps every value', async () => {
    const { user } = renderView(<WorkingHour userId={4} />);
    await screen.findByLabelText('Arbeitszeit Mo');
    for (const day of ['Mo', 'Di', 'Mi', 'Do', 'Fr']) {
      await user.clear(screen.getByLabelText(`Arbeitszeit ${day}`));
      await user.type(screen.getByLabelText(`Arbeitszeit ${day}`), '00:00');
    }
    await user.clear(screen.getByLabelText('h/Woche'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bitte folgende Fehler korrigieren:');
    expect(alert).toHaveTextContent('Bitte Arbeitszeiten oder h/Woche angeben.');
    expect(alert).not.toHaveTextContent('Bitte die markierten Eingaben prüfen.');
    expect(screen.getByLabelText('Arbeitszeit Mo')).toHaveValue('00:00');
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('checks the formats before sending', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WorkingHour userId={4} />);
    await screen.findByLabelText('Arbeitszeit Mo');
    await user.clear(screen.getByLabelText('Arbeitszeit Mo'));
    await user.type(screen.getByLabelText('Arbeitszeit Mo'), '25:00');
    await user.clear(screen.getByLabelText('Pause Di in Minuten'));
    await user.type(screen.getByLabelText('Pause Di in Minuten'), '1e3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte im Format HH:MM angeben (höchstens 24:00).')).toBeInTheDocument();
    expect(screen.getByText('Bitte ganze Minuten angeben (0–600).')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('changes an entry of the history until a week (Gültig bis)', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WorkingHour userId={5} entryId={5} />);
    expect(await screen.findByLabelText('Arbeitszeit Fr')).toHaveValue('08:00');
    expect(screen.getByText('Gültig bis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /KW 52 ·/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/admin/users/5/worktimechanges')));
    expect(writes[0].body).toMatchObject({ id: '5', valid_until: '2023-W52' });
  });

  it('a deleted user: read-only', async () => {
    renderView(<WorkingHour userId={12} deleted />);
    expect(await screen.findByLabelText('Arbeitszeit Mo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('a failed read shows the German error with a retry', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/admin/working-hour/4', status: 500 }];
    renderView(<WorkingHour userId={4} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(document.body).queryByLabelText('Arbeitszeit Mo')).toBeNull();
  });

  it('a 200 with a non-empty errors list is a failure: the list is shown, nothing marked is claimed, the page stays', async () => {
    server.use(
      http.post(route('/admin/working-hours/:userId'), () =>
        HttpResponse.json({ errors: ['Gültig ab überschneidet sich mit einem Eintrag.', 'Urlaubstage fehlen.'] }),
      ),
    );
    const { user } = renderView(<WorkingHour userId={4} />);
    await screen.findByLabelText('Arbeitszeit Mo');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bitte folgende Fehler korrigieren:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gültig ab überschneidet sich mit einem Eintrag.', 'Urlaubstage fehlen.']);
    expect(alert).not.toHaveTextContent('Bitte die markierten Eingaben prüfen.');
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('a 200 with an empty errors list is success: the page goes to the work-time changes', async () => {
    server.use(http.post(route('/admin/working-hours/:userId'), () => HttpResponse.json({ errors: [] })));
    const { user } = renderView(<WorkingHour userId={4} />);
    await screen.findByLabelText('Arbeitszeit Mo');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/admin/users/4/worktimechanges')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('h/Woche and Urlaubswertigkeit step by 0.1: arrow keys, and a finer value is refused before sending', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WorkingHour userId={4} />);
    const weekHours = await screen.findByLabelText('h/Woche');
    expect(weekHours).toHaveValue('40');
    await user.click(weekHours);
    await user.keyboard('{ArrowUp}');
    expect(weekHours).toHaveValue('40,1');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(weekHours).toHaveValue('39,9');
    await user.clear(weekHours);
    await user.type(weekHours, '38,25');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte in Schritten von 0,1 Stunden angeben, z. B. 38,5.')).toBeInTheDocument();
    expect(weekHours).toHaveAccessibleDescription(/Bitte in Schritten von 0,1 Stunden angeben/);
    expect(writes).toEqual([]);
    await user.clear(weekHours);
    await user.type(weekHours, '38,3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalled());
    expect(writes[0].body).toMatchObject({ week_hours: '38.3' });
  });
});

describe('<working-hour> changing an entry the list gives only in part (issue 23 point 8)', () => {
  const HOUR = 3600;
  const specEntry = {
    id: 7,
    monday: 6 * HOUR,
    tuesday: 6 * HOUR,
    wednesday: 6 * HOUR,
    thursday: 0,
    friday: 0,
    saturday: 0,
    sunday: 0,
    valid_until: '2023-12-31',
    break_monday: 900,
  };
  const defaults = {
    id: null,
    ...{ monday: 8 * HOUR, tuesday: 8 * HOUR, wednesday: 8 * HOUR, thursday: 8 * HOUR, friday: 8 * HOUR, saturday: 0, sunday: 0 },
    ...{ break_monday: 2700, break_tuesday: 2700, break_wednesday: 2700, break_thursday: 2700, break_friday: 2700 },
    ...{ break_saturday: 0, break_sunday: 0 },
    week_hours: 0,
    weekdays: 4,
    vacation_value: 7 * HOUR,
    vacation_days: 28,
    valid_from: '2026-W49',
    valid_until: null,
  };

  beforeEach(() => {
    server.use(
      http.get(route('/admin/working-hours/:userId'), () => HttpResponse.json([specEntry])),
      http.get(route('/admin/working-hour/:userId'), () => HttpResponse.json(defaults)),
      // The server's answer to a save is not what this shows: any 2xx.
      http.post(route('/admin/working-hours/:userId'), () => new HttpResponse(null, { status: 200 })),
    );
  });

  it('takes what the entry has, the rest from the defaults call, and marks each of those fields „bitte prüfen“', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const writes = recordWrites();
    const { user } = renderView(<WorkingHour userId={5} entryId={7} />);
    // From the entry: the weekday times and the one break it carries, not marked.
    expect(await screen.findByLabelText('Arbeitszeit Mo')).toHaveValue('06:00');
    expect(screen.getByLabelText('Arbeitszeit Do')).toHaveValue('00:00');
    expect(screen.getByLabelText('Pause Mo in Minuten')).toHaveValue('15');
    expect(screen.getByLabelText('Pause Mo in Minuten')).not.toHaveAccessibleDescription(/bitte prüfen/);
    expect(screen.getByLabelText('Arbeitszeit Mo')).not.toHaveAccessibleDescription(/bitte prüfen/);
    // From the defaults call, each marked.
    const marked = {
      'Pause Di in Minuten': '45',
      'Pause Sa in Minuten': '0',
      'h/Woche': '0',
      'Tage/Woche': '4',
      Urlaubswertigkeit: '7',
      Urlaubstage: '28',
    };
    for (const [label, value] of Object.entries(marked)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/bitte prüfen/);
    }
    expect(screen.getAllByText('bitte prüfen')).toHaveLength(10);
    expect(screen.getByText(/zeigt die aktuelle Vorgabe und ist mit „bitte prüfen“ markiert/)).toHaveClass('form-text');
    expect(screen.queryByRole('alert')).toBeNull();
    // What is sent is what the admin saw.
    await user.clear(screen.getByLabelText('Urlaubstage'));
    await user.type(screen.getByLabelText('Urlaubstage'), '30');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/admin/users/5/worktimechanges')));
    expect(writes[0].body).toMatchObject({
      id: '7',
      monday: '06:00',
      break_monday: '15',
      break_tuesday: '45',
      week_hours: '0',
      weekdays: '4',
      vacation_value: '7',
      vacation_days: '30',
      valid_until: '2023-W52',
    });
  });

  it('an entry that carries the whole rule marks nothing', async () => {
    server.use(
      http.get(route('/admin/working-hours/:userId'), () =>
        HttpResponse.json([{ ...defaults, ...specEntry, week_hours: 18 * HOUR, valid_from: '2023-01-02' }]),
      ),
    );
    renderView(<WorkingHour userId={5} entryId={7} />);
    expect(await screen.findByLabelText('h/Woche')).toHaveValue('18');
    expect(screen.queryByText('bitte prüfen')).toBeNull();
    expect(screen.queryByText(/aktuelle Vorgabe/)).toBeNull();
  });
});

describe('<working-hour>: wording (issue 24 point 8)', () => {
  it('gives the usual values as „Üblich: …“ hints read with their fields', async () => {
    renderView(<WorkingHour userId={4} />);
    expect(await screen.findByLabelText('Tage/Woche')).toHaveAccessibleDescription('Üblich: 5');
    expect(screen.getByLabelText('Urlaubswertigkeit')).toHaveAccessibleDescription('Stunden je Urlaubstag, üblich: 8');
    expect(screen.getByLabelText('Urlaubstage')).toHaveAccessibleDescription('Üblich: 31');
  });
});
