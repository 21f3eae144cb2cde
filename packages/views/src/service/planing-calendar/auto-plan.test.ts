import type { DayPlanEntry, Leader } from '@stempeluhr/core';
import { autoPlan, seededRandom, type DayChoice } from './auto-plan';

const entry = (day: number, agent: number | '' = '', deputy: number | '' = ''): DayPlanEntry => ({
  date: `${String(day).padStart(2, '0')}.11.2026`,
  day: 'Montag',
  month: 11,
  year: 2026,
  dayOfYear: 304 + day,
  timestamp: 1_795_000_000 + day * 86_400,
  service_agent: agent,
  substitute: deputy,
});
const leader = (id: number, vacationDays: number[] = []): Leader => ({
  id,
  dn: `L${id}`,
  vacations: Object.fromEntries(vacationDays.map((d) => [304 + d, true])),
});
const choices = (entries: DayPlanEntry[]) =>
  new Map<number, DayChoice>(entries.map((e) => [e.timestamp, { agent: String(e.service_agent), deputy: String(e.substitute) }]));

describe('automatic planning', () => {
  const leaders = [leader(2), leader(3, [24, 25]), leader(4, [24]), leader(5)];
  const days = [entry(23, 2, 3), entry(24), entry(25), entry(26, '', 5), entry(27)];

  it('fills only days without an agent, with leaders not on vacation, the deputy never the agent', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const planned = autoPlan(days, choices(days), leaders, seededRandom(seed));
      expect([...planned.keys()]).toEqual([days[1], days[2], days[3], days[4]].map((d) => d.timestamp));
      for (const d of days.slice(1)) {
        const choice = planned.get(d.timestamp)!;
        const away = leaders.filter((l) => (l.vacations as Record<string, boolean>)[String(d.dayOfYear)]).map((l) => String(l.id));
        expect(away).not.toContain(choice.agent);
        expect(away).not.toContain(choice.deputy);
        expect(choice.deputy).not.toBe(choice.agent);
        expect(choice.deputy).not.toBe('');
      }
    }
  });

  it('is deterministic with a seeded random source', () => {
    const a = autoPlan(days, choices(days), leaders, seededRandom(7));
    const b = autoPlan(days, choices(days), leaders, seededRandom(7));
    expect([...a]).toEqual([...b]);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 50; seed++) seen.add(JSON.stringify([...autoPlan(days, choices(days), leaders, seededRandom(seed))]));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('uses every available leader over many draws (uniform pick)', () => {
    const used = new Set<string>();
    const random = seededRandom(3);
    for (let i = 0; i < 100; i++) used.add(autoPlan([entry(27)], new Map(), leaders, random).get(entry(27).timestamp)!.agent);
    expect([...used].sort()).toEqual(['2', '3', '4', '5']);
  });

  it('leaves a day alone when everybody is on vacation; a single leader gets no deputy', () => {
    expect(autoPlan([entry(24)], new Map(), [leader(3, [24]), leader(4, [24])], seededRandom(1)).size).toBe(0);
    expect([...autoPlan([entry(24)], new Map(), [leader(3, [24]), leader(5)], seededRandom(1)).values()]).toEqual([
      { agent: '5', deputy: '' },
    ]);
  });

  it('an agent chosen but not yet saved counts as planned', () => {
    const edited = new Map([[entry(27).timestamp, { agent: '2', deputy: '' }]]);
    expect(autoPlan([entry(27)], edited, leaders, seededRandom(1)).size).toBe(0);
  });

  it('seededRandom stays in [0, 1)', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const n = random();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
