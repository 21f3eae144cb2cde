// Texts and constants of time tracking (spec 01) that the rules, the seed and the handlers share.
import { MIGRATED_HINT } from '@stempeluhr/core/time';
import type { ClockingType } from '../../packages/core/src/api/wire-types-timetracking';

/** First seeded day (a Monday). */
export const SEED_START = '2020-01-06';
/** Longest period the period view answers (days, inclusive). */
export const MAX_PERIOD_DAYS = 366;

export const MESSAGES = {
  migrated: MIGRATED_HINT,
  commentRequired: 'Das Feld Kommentar ist erforderlich.',
  clockOutBeforeClockIn: 'Die Zeit Bis darf nicht kleiner sein als Von',
  overlap: 'Die Buchung überschneidet sich mit einer anderen Buchung.',
  typeInvalid: 'Der gewählte Typ ist ungültig.',
  clockInRequired: 'Das Feld Von ist erforderlich.',
  clockOutInvalid: 'Das Feld Bis ist kein gültiger Zeitpunkt.',
  inFuture: 'Die Buchung darf nicht in der Zukunft liegen.',
  alreadyOpen: 'Es gibt bereits eine offene Buchung.',
  alreadyClockedIn: 'Sie sind bereits eingestempelt.',
  notClockedIn: 'Sie sind nicht eingestempelt.',
  tripCommentRequired: 'Bitte einen Kommentar für die Dienstreise angeben.',
  alreadyOnTrip: 'Sie sind bereits geschäftlich unterwegs.',
  notOnTrip: 'Sie sind nicht geschäftlich unterwegs.',
  blacklisted: 'Die Buchungen dieses Benutzers können nicht bearbeitet werden.',
  recalculating: 'Zeiten werden neu berechnet',
  weekDone: 'Woche abgeschlossen',
} as const;

export const REGULAR: ClockingType = 'regulär';
export const TRIP: ClockingType = 'geschäftlich unterwegs';
