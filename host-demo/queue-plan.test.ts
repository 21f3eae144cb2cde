// @vitest-environment node
// The queue plan page against the spec-only backend (issue 19): the plan's read is our addition (404
// there), so the page renders the plan into <telephoneplan-queueplan> as the legacy Blade template does
// (README: `{"members": @json($members), "queues": @json($queues), "editable": @json($isLevel3)}`),
// cut to what spec 02 §3 names, with Laravel's 0/1. The full demo's page leaves the plan to the read.
import { settings } from '../mocks/index';
import { startTestDemo, withDemoClock } from './test-demo';

let base = '';
let close: () => Promise<void>;

withDemoClock();

beforeAll(async () => {
  ({ base, close } = await startTestDemo());
});

afterAll(() => {
  settings.specOnly = false;
  return close();
});

/** The queue plan tag of a day's page: its opening tag and the JSON child, if any. */
async function queuePlanTag(day: string): Promise<{ open: string; plan: Record<string, unknown> | null }> {
  const response = await fetch(`${base}/telephoneplan/queue/${day}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = /(<telephoneplan-queueplan\b[^>]*>)([\s\S]*?)<\/telephoneplan-queueplan>/.exec(html);
  expect(match, 'kein <telephoneplan-queueplan> auf der Seite').not.toBeNull();
  const child = /^<script type="application\/json">([\s\S]*)<\/script>$/.exec(match![2]!.trim());
  return { open: match![1]!, plan: child ? (JSON.parse(child[1]!) as Record<string, unknown>) : null };
}

describe('the queue plan page', () => {
  it('spec-only: carries the day’s plan as the template renders it, cut to the spec’s fields, booleans as 0/1', async () => {
    settings.specOnly = true;
    const { open, plan } = await queuePlanTag('2026-11-24');
    expect(open).toContain('date="2026-11-24"');
    expect(plan).not.toBeNull();
    const members = plan!.members as Array<Record<string, unknown>>;
    expect(members.length).toBeGreaterThan(0);
    const max = members.find((m) => (m.user as { fullName: string }).fullName === 'Max Müller');
    expect(max).toMatchObject({ user_id: 4, user: { dn: 'max.mueller', fullName: 'Max Müller' } });
    for (const member of members) {
      expect(Object.keys(member).sort()).toEqual(['absent', 'id', 'queues', 'user', 'user_id', 'working']);
      expect([0, 1]).toContain(member.absent);
      expect([0, 1]).toContain(member.working);
      // Our queue_id is an addition: the rows carry each assignment's id and name only.
      for (const queue of member.queues as Array<Record<string, unknown>>) expect(Object.keys(queue).sort()).toEqual(['id', 'name']);
    }
    expect(plan!.queues).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Hotline Allgemein' }]));
    // The page's session is no helpdesk leader (level 3): the plan is read-only for it.
    expect(plan!.editable).toBe(false);
  });

  it('full demo: no plan in the page, the view reads it', async () => {
    settings.specOnly = false;
    const { plan } = await queuePlanTag('2026-11-24');
    expect(plan).toBeNull();
  });
});
