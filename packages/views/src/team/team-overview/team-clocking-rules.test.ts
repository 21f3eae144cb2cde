import { emptyClockingValues, type ClockingFormValues } from '../../domain/clocking';
import type { ApiError } from '@stempeluhr/core';
import { deleteReasonSchema, inTeamWording, teamClockingSchema } from './team-clocking-rules';

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

describe('inTeamWording: server refusals in the spec wording where one matches', () => {
  const refusal = (fieldErrors: Record<string, string[]>): ApiError => ({
    kind: 'validation',
    status: 422,
    message: 'Bitte die markierten Eingaben prüfen.',
    fieldErrors,
    messages: [],
  });

  it('clockIn, type and a missing comment take the team messages; other texts stay the server’s', () => {
    const mapped = inTeamWording(
      refusal({
        clock_in: ['Das Format ist ungültig.'],
        type: ['Der gewählte Typ ist ungültig.'],
        comment: ['The comment field is required.'],
        clockOut: ['Die Buchung überschneidet sich mit einer anderen Buchung.'],
      }),
    );
    expect(mapped.fieldErrors).toEqual({
      clock_in: ['clock in muss valide sein'],
      type: ['type muss ausgewählt sein'],
      comment: ['comment muss gefüllt sein'],
      clockOut: ['Die Buchung überschneidet sich mit einer anderen Buchung.'],
    });
  });

  it('a comment refused for another reason, or an overlap reported at clockIn, keeps the server’s text', () => {
    expect(inTeamWording(refusal({ comment: ['Der Kommentar ist zu lang.'] })).fieldErrors.comment).toEqual(['Der Kommentar ist zu lang.']);
    const overlap = 'Die Buchung überschneidet sich mit einer anderen Buchung.';
    expect(inTeamWording(refusal({ clockIn: [overlap] })).fieldErrors.clockIn).toEqual([overlap]);
  });
});
