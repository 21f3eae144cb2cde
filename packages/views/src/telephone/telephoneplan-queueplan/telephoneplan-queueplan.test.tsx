import { db, resetDb, server, settings } from '@mocks/node';
import { queuePlanOf } from '@mocks/telephone/queues.rules';
import { formatDayLong, todayBerlin, type TelephoneQueueMember, type TelephoneQueuePlanResponse } from '@stempeluhr/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { closedSelectKeys } from '@test/native-select';
import { contracted, renderView } from '@test/render';
import { http, HttpResponse } from 'msw';
import { recordRequests } from '@test/requests';
import { TelephoneplanQueueplan as View } from './telephoneplan-queueplan';
import { telephoneplanQueueplanTag } from './telephoneplan-queueplan.tag';
import { loadPickerLibrary } from '@stempeluhr/ui';
import { TEST_NOW } from '@test/clock';
import { pageUrl, recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

const TelephoneplanQueueplan = contracted(View, telephoneplanQueueplanTag);
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const LEVEL_3 = 6;
/** Friday 27.11.2026: Max Müller (4) half a day of Urlaub, Anna Berger (5) off (4-day week). */
const FRIDAY = '2026-11-27';

const plan = () => screen.getByRole('table', { name: /^Queues am/ });
const row = (name: string) => within(plan()).getByRole('row', { name: new RegExp(`^${name}`) });
/** The widget's error banner (react-datepicker keeps an empty live region with role alert too). */
const banner = () => screen.getAllByRole('alert').find((a) => a.classList.contains('alert'));
const findBanner = () => waitFor(() => expect(banner()).toBeDefined()).then(() => banner()!);
const badgesOf = (name: string) => [...row(name).querySelectorAll('.badge')].map((b) => b.textContent);

describe('<telephoneplan-queueplan>', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW, currentUserId: LEVEL_3 });
  });

  it('shows Abwesenheit and Frei as red badges, otherwise the queue badges', async () => {
    renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    expect(screen.getByRole('heading', { name: 'Queues am Fr, 27.11.2026' })).toBeInTheDocument();
    // One widget heading (the page has its own title): the day, no second „Telefon-Queueplan“ above it.
    expect(screen.queryByRole('heading', { name: 'Telefon-Queueplan' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Queues am Fr, 27.11.2026' }).tagName).toBe('H2');
    expect(within(row('Max Müller')).getByText('Abwesenheit')).toHaveClass('text-bg-danger');
    expect(within(row('Anna Berger')).getByText('Frei')).toHaveClass('text-bg-danger');
    const julia = queuePlanOf(db, FRIDAY).find((m) => m.user_id === 3)!;
    expect(badgesOf('Julia Wagner')).toEqual(julia.queues.map((q) => q.name));
    // Absent and off members cannot be changed.
    expect(within(row('Max Müller')).queryByRole('combobox')).toBeNull();
    expect(within(row('Anna Berger')).queryByRole('button')).toBeNull();
  });

  it('helpdesk level 3 adds a queue to a present member; it shows in the plan and on the server', async () => {
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const before = queuePlanOf(db, FRIDAY).find((m) => m.user_id === 3)!;
    const select = within(row('Julia Wagner')).getByRole('combobox', { name: 'Queue für Julia Wagner hinzufügen' });
    const option = within(select).getAllByRole('option')[1];
    await user.selectOptions(select, option);
    await waitFor(() => expect(badgesOf('Julia Wagner')).toContain(option.textContent));
    expect(queuePlanOf(db, FRIDAY).find((m) => m.user_id === 3)!.queues).toHaveLength(before.queues.length + 1);
    expect(screen.getByText(`Queue „${option.textContent}“ für Julia Wagner hinzugefügt`)).toBeInTheDocument();
  });

  it('arrow keys on the closed add dropdown send nothing; Tab adds the queue walked to, with one request', async () => {
    closedSelectKeys();
    const seen = recordRequests(/^\/telephoneplan\/queue\//);
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const select = within(row('Julia Wagner')).getByRole('combobox', { name: 'Queue für Julia Wagner hinzufügen' });
    const third = within(select).getAllByRole('option')[3].textContent ?? '';
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(third);
    expect(seen).toEqual([]);
    await user.tab();
    await waitFor(() => expect(badgesOf('Julia Wagner')).toContain(third));
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(1);
    expect(
      queuePlanOf(db, FRIDAY)
        .find((m) => m.user_id === 3)!
        .queues.map((q) => q.name),
    ).toContain(third);
  });

  it('helpdesk level 3 removes a queue by its remove mark', async () => {
    const seen = recordRequests(/^\/telephoneplan\/queue\/delete\//);
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const first = queuePlanOf(db, FRIDAY).find((m) => m.user_id === 3)!.queues[0];
    await user.click(screen.getByRole('button', { name: `Queue „${first.name}“ von Julia Wagner entfernen` }));
    await waitFor(() => expect(badgesOf('Julia Wagner')).not.toContain(first.name));
    expect(seen.map((r) => r.path)).toEqual([`/telephoneplan/queue/delete/${first.id}`]);
  });

  it('others see the plan read-only and are told why', async () => {
    db.currentUserId = 4;
    renderView(<TelephoneplanQueueplan date="2026-11-23" />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    expect(screen.getByText('Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.')).toBeInTheDocument();
    expect(within(plan()).queryAllByRole('button')).toHaveLength(0);
    expect(within(plan()).queryAllByRole('combobox')).toHaveLength(0);
  });

  it('choosing a day in the inline calendar navigates to /telephoneplan/queue/{date}', async () => {
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const calendar = screen.getByRole('group', { name: 'Tag wählen' });
    await user.click(within(calendar).getByRole('gridcell', { name: /Mittwoch, 25\. November 2026/ }));
    expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/telephoneplan/queue/2026-11-25'));
  });

  it('without a date attribute the day comes from the address /telephoneplan/queue/{date} (spec 02 §2), not today', async () => {
    const before = window.location.pathname;
    window.history.pushState({}, '', `/telephoneplan/queue/${FRIDAY}`);
    onTestFinished(() => window.history.pushState({}, '', before));
    const seen = recordRequests(/^\/json\/telephoneplan\/queue\//);
    renderView(<TelephoneplanQueueplan />);
    await screen.findByRole('table', { name: 'Queues am Fr, 27.11.2026' }, appear);
    expect(screen.getByRole('heading', { name: 'Queues am Fr, 27.11.2026' })).toBeInTheDocument();
    expect(seen[0]?.path).toBe(`/json/telephoneplan/queue/${FRIDAY}`);
    // The calendar shows that day as chosen.
    const calendar = screen.getByRole('group', { name: 'Tag wählen' });
    expect(within(calendar).getByRole('gridcell', { name: /Freitag, 27\. November 2026/ })).toHaveAttribute('aria-selected', 'true');
    // Another address (or a malformed day) is not read as a day: the plan is today's.
    window.history.pushState({}, '', '/telephoneplan/queue/2026-13-45');
    renderView(<TelephoneplanQueueplan />);
    expect(await screen.findByRole('heading', { name: `Queues am ${formatDayLong(todayBerlin())}` }, appear)).toBeInTheDocument();
  });

  it('the server refuses (rights gone meanwhile): its 403 message as a banner, the plan unchanged', async () => {
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const badges = badgesOf('Julia Wagner');
    db.currentUserId = 4;
    await user.click(within(row('Julia Wagner')).getAllByRole('button')[0]);
    expect(await findBanner()).toHaveTextContent('Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.');
    expect(badgesOf('Julia Wagner')).toEqual(badges);
  });

  it('500 and network: German banners, the controls work again; a double click removes once', async () => {
    const seen = recordRequests(/^\/telephoneplan\/queue\/delete\//);
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    await screen.findByRole('table', { name: /^Queues am/ }, appear);
    settings.faults = [{ method: 'DELETE', path: '/telephoneplan/queue/delete', status: 500 }];
    const remove = () => within(row('Julia Wagner')).getAllByRole('button')[0];
    await user.click(remove());
    expect(await findBanner()).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    settings.faults = [{ method: 'DELETE', path: '/telephoneplan/queue/delete', network: true }];
    await waitFor(() => expect(remove()).toBeEnabled());
    await user.click(remove());
    await waitFor(() => expect(banner()).toHaveTextContent('Keine Verbindung zum Server'));
    settings.faults = [];
    settings.latency = 150;
    seen.length = 0;
    const count = badgesOf('Julia Wagner').length;
    await waitFor(() => expect(remove()).toBeEnabled());
    await user.dblClick(remove());
    await waitFor(() => expect(badgesOf('Julia Wagner')).toHaveLength(count - 1));
    expect(seen).toHaveLength(1);
  });

  it('stays quick with 300 employees and 20 queues', async () => {
    const queues = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Queue ${i + 1}` }));
    const members: TelephoneQueueMember[] = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      user_id: i + 1,
      user: { dn: `user.${i + 1}`, fullName: `Person ${String(i + 1).padStart(3, '0')}` },
      absent: i % 17 === 0,
      working: i % 13 !== 0,
      queues: queues.filter((q) => (q.id + i) % 3 === 0).map((q) => ({ id: 1000 * (i + 1) + q.id, name: q.name, queue_id: q.id })),
    }));
    const bigPlan: TelephoneQueuePlanResponse = { date: FRIDAY, queues, members, editable: true };
    server.use(
      http.get('*/json/telephoneplan/queue/:date', () => HttpResponse.json(bigPlan)),
      http.delete('*/telephoneplan/queue/delete/:id', ({ params }) => {
        const member = members.find((m) => m.queues.some((q) => q.id === Number(params.id)))!;
        member.queues = member.queues.filter((q) => q.id !== Number(params.id));
        return HttpResponse.json(member);
      }),
    );
    // React's own measure of rendering work (the test library's role queries over 300 rows are far
    // slower than the view, so they are kept out of it).
    const commits: Array<{ phase: string; duration: number }> = [];
    const { user } = renderView(
      <Profiler id="plan" onRender={(_id, phase, duration) => commits.push({ phase, duration })}>
        <TelephoneplanQueueplan date={FRIDAY} />
      </Profiler>,
    );
    // 300 rows: a windowed table that names them all, with the first ones rendered.
    await waitFor(() => expect(document.querySelector('table[aria-rowcount="301"]')).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(100);
    const loaded = commits.length;
    const firstRender = Math.max(...commits.slice(0, loaded).map((c) => c.duration));
    /** The rendering work (ms) of removing one of Person 003's queues, from the click to the row without it. */
    const removing = async (queue: string) => {
      const before = commits.length;
      const label = `Queue „${queue}“ von Person 003 entfernen`;
      await user.click(document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!);
      await waitFor(() => expect(document.querySelector(`button[aria-label="${label}"]`)).toBeNull());
      return commits.slice(before).reduce((sum, c) => sum + c.duration, 0);
    };
    // Only the changed row renders again: an update costs a small part of one first render. (Two updates,
    // the lighter counts: a test run beside others can be paused by the machine in the middle of one.)
    const updateWork = Math.min(await removing('Queue 1'), await removing('Queue 4'));
    expect(updateWork).toBeLessThan(firstRender / 2);
    // „Filtern“ instead of the browser's find: a name far down the plan.
    await user.type(screen.getByRole('searchbox', { name: 'Filtern' }), 'person 250');
    await waitFor(() => expect(document.querySelector('table[aria-rowcount="2"]')).not.toBeNull());
    expect(screen.getByRole('row', { name: /^Person 250/ })).toBeInTheDocument();
    expect(screen.getByText('1 von 300')).toBeInTheDocument();
  });

  it('a plan that cannot be read offers a retry', async () => {
    settings.faults = [{ method: 'GET', path: '/json/telephoneplan/queue', status: 403 }];
    const { user } = renderView(<TelephoneplanQueueplan date={FRIDAY} />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, appear);
    settings.faults = [];
    await user.click(retry);
    expect(await screen.findByRole('table', { name: /^Queues am/ }, appear)).toBeInTheDocument();
  });
});
