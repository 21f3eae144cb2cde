// Which case of ../shared/RELIABILITY.md applies to which registered view, and who proves it.
// The shared suites (packages/widgets/src/*.test.tsx) read this table: a view marked as reading gets
// the read faults, a view with an input gets the attribute-change and out-of-order cases. A view
// registered without a row shows its uncovered cases as gaps in `reliability-matrix.test.ts` — add its row.

/** The 30 cases of the catalogue, by number. */
export const CASES = {
  1: 'Pflichtattribut fehlt',
  2: 'Unsinnige Attributwerte',
  3: 'Attribut nach dem Einhängen geändert',
  4: 'Ungültige Formularfelder',
  5: 'Abweichende Antwort (Payload-Drift)',
  6: 'Feindlicher Text',
  7: 'Netzwerkfehler beim Lesen',
  8: 'Netzwerkfehler beim Schreiben',
  9: '500 mit HTML-Seite',
  10: '419 Sitzung abgelaufen',
  11: '422 an den Feldern',
  12: '401/403',
  13: 'Hängende Anfrage',
  14: 'Doppelklick',
  15: 'Antworten in falscher Reihenfolge',
  16: 'Entfernt während eines Schreibvorgangs',
  17: 'Offline und wieder online',
  18: 'Ein Widget stürzt ab',
  19: 'Fehler in Handler oder Timer',
  20: 'XSS in Servertext',
  21: 'Unsichere data-href / Navigation',
  22: 'CSRF-Header nur zum eigenen Ursprung',
  23: 'Fehlendes csrf-token-Meta',
  24: 'Strenge CSP',
  25: 'Kalender ohne Nonce',
  26: 'Kein Token in URLs oder Konsole',
  27: 'Timer nach dem Entfernen',
  28: 'Listener nach dem Entfernen',
  29: 'Wieder einhängen, verschieben',
  30: '1.000 Einhäng-Zyklen',
} as const;
export type CaseNumber = keyof typeof CASES;

/** How a case is covered for one view. */
export type Cover =
  | { by: 'shared'; file: string }
  | { by: 'view'; file: string }
  | { by: 'e2e'; file: string }
  | { by: 'n/a'; why: string }
  /** Applies, but nothing proves it yet: printed as a gap. */
  | { by: 'gap'; why: string };

export const shared = (file: string): Cover => ({ by: 'shared', file });
export const inView = (file: string): Cover => ({ by: 'view', file });
export const inE2e = (file: string): Cover => ({ by: 'e2e', file });
export const na = (why: string): Cover => ({ by: 'n/a', why });
export const gap = (why: string): Cover => ({ by: 'gap', why });

/** An input whose change makes the view read again: two other valid values for the attribute. */
export interface ChangingInput {
  attribute: string;
  values: readonly [string, string];
}

/** What the table says about one view; the shared suites derive the rest (see `coverOf`). */
export interface ViewRow {
  /** True if the view reads on mount (verified); else why it does not. */
  reads: true | string;
  /** The input that changes what is read (cases 3 and 15); else why there is none. */
  input: ChangingInput | string;
  /** The view's own tests for its writes (cases 4, 8, 10, 11, 14, 16, 23); else why it has none. */
  writes: string | { none: string };
  /** Whether the view shows an offline hint (case 17); reading views without one keep their placeholder. */
  offlineHint: boolean;
  /** View-specific extras: a case covered elsewhere than the defaults. */
  extra?: Partial<Record<CaseNumber, Cover>>;
}

const WELCOME_TEST = 'packages/views/src/timetracking/welcome-view/welcome-view.test.tsx';
const DAY_TEST = 'packages/views/src/timetracking/day-overview/day-overview.test.tsx';
const ADD_DAY_TEST = 'packages/views/src/timetracking/timetracking-add-day/timetracking-add-day.test.tsx';

export const VIEW_ROWS: Record<string, ViewRow> = {
  'welcome-view': {
    reads: true,
    input: 'liest immer den angemeldeten Benutzer und heute; kein Attribut ändert, was gelesen wird',
    writes: WELCOME_TEST,
    offlineHint: true,
    extra: {
      19: na(
        'der Pausen-Timer (use-now.ts) setzt nur die Uhrzeit (setNow(Date.now())); alles daraus Berechnete läuft im Rendern, wo die Fehlergrenze des Widgets es fängt (Fall 18)',
      ),
      4: na('keine Formularfelder außer dem Dienstreise-Kommentar (Server-422 in welcome-view.test.tsx)'),
    },
  },
  'week-overview': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: { none: 'liest nur (CSV-Export ohne Anfrage)' },
    offlineHint: false,
  },
  'day-overview': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-20', '2026-11-19'] },
    writes: DAY_TEST,
    offlineHint: false,
    extra: { 23: inView('packages/views/src/timetracking/day-overview/day-overview.no-token.test.tsx') },
  },
  'timetracking-add-day': {
    reads: 'ein Formular ohne Lesezugriff; es schreibt nur',
    input: 'liest nichts; ein anderes Datum ändert nur das Formular',
    writes: ADD_DAY_TEST,
    offlineHint: false,
  },
  'locked-user': {
    reads: 'Schalter in einem Server-Formular; Werte kommen aus den Attributen',
    input: 'liest nichts',
    writes: { none: 'das Server-Formular sendet, nicht das Widget' },
    offlineHint: false,
    extra: { 4: inView('packages/views/src/admin/locked-user/locked-user.test.tsx'), 30: inE2e('e2e/reliability.spec.ts') },
  },
  'flash-message': {
    reads: 'zeigt nur den Text aus dem Attribut',
    input: 'liest nichts',
    writes: { none: 'sendet nichts' },
    offlineHint: false,
    extra: { 20: inE2e('e2e/reliability.spec.ts'), 6: inE2e('e2e/reliability.spec.ts') },
  },
  'multi-user-selection': {
    reads: 'Optionen kommen als JSON-Attribut; die Suche filtert im Browser',
    input: 'liest nichts; die Suche filtert lokal, es gibt keine Antworten, die sich überholen',
    writes: { none: 'das Server-Formular sendet, nicht das Widget' },
    offlineHint: false,
    extra: { 6: inE2e('e2e/reliability.spec.ts') },
  },
  'multi-group-selection': {
    reads: 'Optionen kommen als JSON-Attribut; die Suche filtert im Browser',
    input: 'liest nichts; die Suche filtert lokal',
    writes: { none: 'das Server-Formular sendet, nicht das Widget' },
    offlineHint: false,
  },
  // The views of the issue 9–12 areas: rows written after they landed (their read faults now run in the
  // shared suite; write cases their own tests do not show are printed as gaps).
  'users-index-view': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: { none: 'sucht und blättert nur (GET /json/admin/overtime/users); schreibt nichts' },
    offlineHint: false,
  },
  'vacation-history-view': {
    reads: 'die Anträge kommen als JSON-Attribut vom Server-Template; das Widget liest nichts, es schreibt nur',
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/admin/vacation-history-view/vacation-history-view.test.tsx',
    offlineHint: false,
  },
  'day-overview-admin': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-20', '2026-11-19'] },
    writes: 'packages/views/src/admin/day-overview-admin/day-overview-admin.test.tsx',
    offlineHint: false,
  },
  'week-overview-admin': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: 'packages/views/src/admin/week-overview-admin/week-overview-admin.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine Eingabefelder: nur „Woche neu berechnen“') },
  },
  'timetacking-history-view': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: { none: 'liest nur' },
    offlineHint: false,
  },
  'timetacking-admin-edit-day': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-20', '2026-11-19'] },
    writes: 'packages/views/src/admin/timetacking-admin-edit-day/timetacking-admin-edit-day.test.tsx',
    offlineHint: false,
  },
  'overtime-view-admin': {
    reads: true,
    input: { attribute: 'year', values: ['2025', '2024'] },
    writes: 'packages/views/src/admin/overtime-view-admin/overtime-view-admin.test.tsx',
    offlineHint: false,
  },
  'workinghours-view-admin': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/admin/workinghours-view-admin/workinghours-view-admin.test.tsx',
    offlineHint: false,
    extra: { 4: inView('packages/views/src/admin/working-hour/working-hour.test.tsx') },
  },
  'team-overview': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: 'packages/views/src/team/team-overview/team-overview.test.tsx',
    offlineHint: false,
  },
  'icinga-master-team-overview': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: { none: 'liest nur' },
    offlineHint: false,
  },
  'helpdesk-sorting': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/scheduling/helpdesk-sorting/helpdesk-sorting.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine Eingabefelder: nur Knöpfe (nach oben, nach unten, entfernen)') },
  },
  'helpdesk-scheduler': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: 'packages/views/src/scheduling/helpdesk-scheduler/helpdesk-scheduler.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine freien Eingaben: Schichten aus einer festen Auswahl (CommitSelect)') },
  },
  'icinga-master-scheduler': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-16', '2026-11-09'] },
    writes: 'packages/views/src/scheduling/icinga-master-scheduler/icinga-master-scheduler.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine Eingabefelder: Dienste per Knopf in der Tabelle') },
  },
  'points-view-admin': {
    reads: true,
    input: { attribute: 'year', values: ['2025', '2024'] },
    writes: 'packages/views/src/admin/points-view-admin/points-view-admin.test.tsx',
    offlineHint: false,
  },
  'incident-effort': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/admin/incident-effort/incident-effort.test.tsx',
    offlineHint: false,
  },
  'flip-flow-overview': {
    reads: 'die Aufgabe kommt als JSON-Attribut; das Widget liest nichts, es schreibt nur (Annehmen, Abgeben, Freigeben, Ablehnen)',
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/service/flip-flow-overview/flip-flow-overview.test.tsx',
    offlineHint: false,
  },
  'send-checklist-mail-button': {
    reads: 'ein Knopf: liest nichts, sendet nur den Bericht',
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/service/send-checklist-mail-button/send-checklist-mail-button.test.tsx',
    offlineHint: false,
  },
  'change-all-task-status': {
    reads: 'die Aufgaben kommen als JSON-Attribut; das Widget liest nichts, es schreibt nur',
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/service/change-all-task-status/change-all-task-status.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine Eingabefelder: nur Kontrollkästchen') },
  },
  'planing-calendar': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/service/planing-calendar/planing-calendar.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine freien Eingaben: Servicemitarbeiter aus einer festen Auswahl') },
  },
  'checklist-report': {
    reads: true,
    input: { attribute: 'date', values: ['2026-10-15', '2026-09-15'] },
    writes: { none: 'liest nur (der Bericht per Mail ist <send-checklist-mail-button>)' },
    offlineHint: false,
  },
  'telephoneplan-queueplan': {
    reads: true,
    input: { attribute: 'date', values: ['2026-11-20', '2026-11-19'] },
    writes: 'packages/views/src/telephone/telephoneplan-queueplan/telephoneplan-queueplan.test.tsx',
    offlineHint: false,
  },
  'telephoneplan-slot': {
    reads: 'Slot und Aufgaben kommen als Attribute; das Widget liest nichts, es schreibt nur',
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/telephone/telephoneplan-slot/telephoneplan-slot.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine freien Eingaben: Aufgaben aus einer festen Auswahl, Entfernen per Knopf') },
  },
  'telephone-groups-view': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/telephone/telephone-groups-view/telephone-groups-view.test.tsx',
    offlineHint: false,
    extra: { 4: na('keine Eingabefelder: nur Schalter je Queue') },
  },
  'short-time-view': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/admin/short-time-view/short-time-view.test.tsx',
    offlineHint: false,
    extra: { 4: inView('packages/views/src/admin/short-time-view/short-time-view.test.tsx') },
  },
  'working-hour': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/admin/working-hour/working-hour.test.tsx',
    offlineHint: false,
    extra: { 4: inView('packages/views/src/admin/working-hour/working-hour.test.tsx') },
  },
  'work-items-view': {
    reads: true,
    input: 'ein anderer Benutzer, eine andere Gruppe oder Checkliste ist eine andere Seite; kein Attribut wird im Betrieb geändert',
    writes: 'packages/views/src/tools/work-items-view/work-items-view.test.tsx',
    offlineHint: false,
  },
};

export const SHARED_BASE = 'packages/widgets/src/reliability.suite.tsx';
export const SHARED_FAULTS = 'packages/widgets/src/faults.suite.tsx';
export const SHARED_CSP = 'e2e/csp.spec.ts';
export const SHARED_WRITES = 'packages/widgets/src/writes.suite.tsx';

/** Words a view test's titles must contain for each write case it claims. */
export const WRITE_CASE_WORDS: Partial<Record<CaseNumber, RegExp>> = {
  4: /requires|required|refuses|needs|bis before von|field|formats|with no request/i,
  8: /network|failed/i,
  10: /419/,
  11: /422/,
  14: /double|Enter plus click/i,
  16: /removed/i,
  23: /token/i,
};

/** The full cover of one view for one case, from its row (defaults first, then `extra`). */
export function coverOf(row: ViewRow, n: CaseNumber, hasRequiredProps: boolean, sharedWrites: readonly number[] = []): Cover {
  // A view with a write driver (test/write-drivers/) has its main write put through these by the shared
  // suite (test/write-driven.ts says which).
  if (sharedWrites.includes(n)) return shared(SHARED_WRITES);
  if (row.extra?.[n]) return row.extra[n]!;
  const reads = row.reads === true;
  const writes = typeof row.writes === 'string' ? row.writes : null;
  const noWrites = typeof row.writes === 'string' ? '' : row.writes.none;
  switch (n) {
    case 1:
      return hasRequiredProps ? shared(SHARED_BASE) : na('keine Pflichtattribute');
    case 2:
    case 5:
    case 9:
    case 28:
    case 29:
      return shared(SHARED_BASE);
    case 27:
      return shared(SHARED_FAULTS);
    case 3:
      // The same value again is checked for every view; a new value where the view reads by it.
      return shared(SHARED_FAULTS);
    case 7:
    case 12:
    case 13:
    case 17:
      return reads ? shared(SHARED_FAULTS) : na(row.reads as string);
    case 10:
      // Reads: the shared suite; writes (form values kept, not replayed): the view's own test.
      return reads ? shared(SHARED_FAULTS) : writes ? inView(writes) : na(noWrites);
    case 15:
      return typeof row.input === 'string' ? na(row.input) : shared(SHARED_FAULTS);
    case 4:
    case 8:
    case 11:
    case 14:
    case 16:
    case 23:
      return writes ? inView(writes) : na(noWrites);
    case 6:
      return na('zeigt keinen freien Servertext in begrenzter Breite (siehe e2e/reliability.spec.ts für die Textansichten)');
    case 18:
      // The error boundary sits in the runtime every view mounts through.
      return inView('packages/core/src/element/define.test.tsx');
    case 19:
      return na('keine eigenen Handler außerhalb von React-Ereignissen; Fehler dort fängt die Fehlergrenze des Widgets');
    case 20:
      return reads ? shared(SHARED_FAULTS) : na('zeigt keinen Text vom Server');
    case 21:
      return inE2e('e2e/platform.spec.ts');
    case 22:
      return reads || writes ? inView('packages/core/src/http/client.test.ts') : na('sendet keine Anfragen');
    case 24:
      return inE2e(SHARED_CSP);
    case 25:
      return na('benutzt keinen Kalender');
    case 26:
      return shared(SHARED_FAULTS);
    case 30:
      return na('der Zyklen-Test läuft mit <locked-user> für die Laufzeit, die alle Ansichten teilen');
  }
  return na('nicht zugeordnet');
}

/** Cases every registered view gets from the base suite, the runtime and the CSP walk, row or not. */
const BASE_CASES: readonly CaseNumber[] = [1, 2, 5, 9, 18, 21, 24, 28, 29];

/**
 * A view registered before its row was written: what it gets from the base suite counts, every other
 * case is printed as a gap until the row says how the view is covered.
 */
export function pendingRow(): ViewRow {
  const why = 'noch keine Zeile in test/reliability-cases.ts: die gemeinsamen Fehler-Suiten laufen für diese Ansicht noch nicht';
  const extra: Partial<Record<CaseNumber, Cover>> = {};
  for (const n of Object.keys(CASES).map(Number) as CaseNumber[]) if (!BASE_CASES.includes(n)) extra[n] = gap(why);
  return { reads: why, input: why, writes: { none: why }, offlineHint: false, extra };
}
