import { berlinDayLabel } from './day-label';

const seconds = (iso: string) => Date.parse(iso) / 1000;
/** The calendar day of an instant in a named zone (explicit, so it holds whatever the process's TZ). */
const dayIn = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: zone, day: '2-digit', month: '2-digit' }).format(new Date(iso));

// Instants near Berlin's midnight, Monday 23.11.2026 (CET, UTC+1) and Monday 29.03.2027 (the first CEST day).
const CASES: [string, string][] = [
  ['2026-11-22T23:00:00Z', '23.11.'], // 00:00 Berlin: 18:00 on the 22nd in New York
  ['2026-11-23T00:30:00Z', '23.11.'],
  ['2026-11-23T22:59:59Z', '23.11.'], // 23:59:59 Berlin: 07:59 on the 24th in Tokyo
  ['2026-11-23T23:00:00Z', '24.11.'],
  ['2027-03-28T22:00:00Z', '29.03.'], // 00:00 Berlin after the clocks went forward
];

describe('berlinDayLabel: the day headers of icinga-master-team-overview name Berlin days', () => {
  it.each(CASES)('%s is %s in Berlin', (iso, berlinDay) => {
    expect(berlinDayLabel(seconds(iso))).toBe(berlinDay);
  });

  it('the cases tell the zones apart: New York and Tokyo see other days for some of them', () => {
    // Without this, a formatter in the browser's zone could pass by accident.
    expect(CASES.some(([iso, berlin]) => dayIn('America/New_York', iso) !== berlin)).toBe(true);
    expect(CASES.some(([iso, berlin]) => dayIn('Asia/Tokyo', iso) !== berlin)).toBe(true);
    expect(CASES.every(([iso, berlin]) => dayIn('Europe/Berlin', iso) === berlin)).toBe(true);
  });
});
