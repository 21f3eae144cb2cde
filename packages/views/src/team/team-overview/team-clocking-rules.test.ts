import { emptyClockingValues, type ClockingFormValues } from '../../domain/clocking';
import { deleteReasonSchema, teamClockingSchema } from './team-clocking-rules';

const DAY = '2026-11-24';

function issues(values: Partial<ClockingFormValues>) {
  const result = teamClockingSchema({ date: DAY, allowUntilNow: false }).safeParse({ ...emptyClockingValues(), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('team clocking rules (spec §5, the team form messages)', () => {
  it('an empty or unreadable von: "clock in muss valide sein"', () => {
    expect(issues({ bis: '12:00', comment: 'x' })).toEqual({ von: 'clock in muss valide sein' });
    expect(issues({ von: '25:99', bis: '12:00', comment: 'x' })).toEqual({ von: 'clock in muss valide sein' });
  });

  it('no type: "type muss ausgewählt sein"', () => {
    expect(issues({ von: '08:00', bis: '12:00', comment: 'x', type: '' as ClockingFormValues['type'] })).toEqual({
      type: 'type muss ausgewählt sein',
    });
  });

  it('an empty or blank comment: "comment muss gefüllt sein"', () => {
    expect(issues({ von: '08:00', bis: '12:00', comment: '   ' })).toEqual({ comment: 'comment muss gefüllt sein' });
  });

  it('bis before von: "Die Zeit Bis darf nicht kleiner sein als Von"', () => {
    expect(issues({ von: '12:00', bis: '08:00', comment: 'x' })).toEqual({ bis: 'Die Zeit Bis darf nicht kleiner sein als Von' });
  });

  it('a valid clocking gives the times in Berlin wall time of the day', () => {
    const result = teamClockingSchema({ date: DAY, allowUntilNow: false }).parse({
      ...emptyClockingValues(),
      von: '08:00',
      bis: '12:00:30',
      comment: ' Nachtrag ',
    });
    expect(result).toEqual({
      clockIn: new Date('2026-11-24T08:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-24T12:00:30+01:00').getTime(),
      comment: 'Nachtrag',
      type: 'regulär',
      homeOffice: false,
    });
  });

  it('a deletion needs a reason', () => {
    expect(deleteReasonSchema.safeParse({ comment: ' ' }).error?.issues[0].message).toBe('comment muss gefüllt sein');
    expect(deleteReasonSchema.parse({ comment: ' doppelt ' })).toEqual({ comment: 'doppelt' });
  });
});
