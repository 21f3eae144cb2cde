import { TEST_NOW } from '@test/clock';
import { resetDb } from '../db';
import { clockingTable } from './clockings.seed';
import { openClocking } from './clockings.rules';
import { clockingsOfDay } from './days.rules';
import { forgetClockOut } from './scenarios';

describe('scenario: forgotten clock-out', () => {
  it('leaves yesterday open, today empty, and the user counts as clocked in', () => {
    const db = resetDb({ now: new Date('2026-11-24T09:30:00+01:00') });
    const open = forgetClockOut(db, 4);
    expect(open.clockIn.slice(0, 10)).toBe('2026-11-23');
    expect(openClocking(db, 4)?.id).toBe(open.id);
    expect(clockingTable(db, 4).filter((c) => c.clockIn.startsWith('2026-11-24'))).toEqual([]);
    expect(clockingsOfDay(db, 4, '2026-11-24').clockings.items).toEqual([]);
  });

  it('opens a clocking at 08:00 when yesterday had none', () => {
    const db = resetDb({ now: TEST_NOW });
    expect(forgetClockOut(db, 4).clockIn).toBe('2026-11-22 08:00:00');
  });
});
