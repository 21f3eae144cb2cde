// The 75 calls of the specification (../shared/spec/endpoints.tsv, §7 of both spec documents) as data:
// what the spec-only mode of the emulated backend matches requests against and cuts answers to, and
// what the OpenAPI document marks as the spec's fields; packages/contract/spec-fields.json, the checked-in
// list taken from the spec's text, must agree with it (test/contract-openapi.test.ts). Declarative
// and JSON-serialisable on purpose: nothing here is code.
//
// Written from the spec text, not from our mock or our views. Where an answer's shape is not shown,
// the call says so (`notShown`), and the mode keeps what the mock sends (`shape`) or sends an empty
// 200 (`write`).

/**
 * A field's value as the spec-only mode sends it.
 * - `value`: as the emulated backend has it (a number, a text, or a part whose inner shape the spec
 *   does not show); only booleans become 0/1, everywhere.
 * - `boolean`: a tinyint column: `true`/`false` → `1`/`0`.
 * - `decimal`: a decimal column: a number → a string with two decimals (`0.5` → `"0.50"`).
 * - `timestamp`: a model timestamp: Berlin wall time `2026-11-23 08:30:00` → Laravel's UTC
 *   serialisation `2026-11-23T07:30:00.000000Z`.
 */
export type Leaf = 'value' | 'boolean' | 'decimal' | 'timestamp';

/** What the spec shows of a value: a field, an entity of §3, a list, an object cut to its fields, or a map. */
export type Shape =
  | Leaf
  | { entity: EntityName }
  | { list: Shape }
  | { fields: Record<string, Shape> }
  /** An object keyed by data (a day of the year, a timestamp): every key kept, each value cut to `of`. */
  | { map: Shape };

/**
 * The answer of a call.
 * - `shape`: cut to what the spec names.
 * - `notShown: 'write'`: a write whose answer the spec does not show: an empty 200 when the mock's
 *   answer was 2xx (what Laravel sends for a controller that returns nothing).
 * - `notShown: 'shape'`: the spec says there is an answer, but not its shape: kept as the mock has it.
 */
export type Answer = { shape: Shape } | { notShown: 'write' | 'shape' };

export type Method = 'GET' | 'POST' | 'DELETE';

export interface SpecCall {
  method: Method;
  /** The spec's path shape (leading slash added); a page-configured route is `{page route: …}`. */
  path: string;
  /** Where the emulated backend serves a page-configured route (the page passes its address as a prop). */
  served?: string;
  /** The query parameters the spec names; the spec-only mode removes every other one. */
  query: string[];
  /** The payload fields the spec names (documentation; the mode does not touch request bodies). */
  body: string[];
  answer: Answer;
  /** The views that use the call (endpoints.tsv, `used by`). */
  usedBy: string[];
  /** What the spec says of the call beyond its path (endpoints.tsv notes, §7), shortened. */
  says: string;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const perWeekday = (prefix: string, leaf: Leaf): Record<string, Shape> =>
  Object.fromEntries(WEEKDAYS.map((day) => [`${prefix}${day}`, leaf]));

/** The entities of §3 of both spec documents, by the spec's names. */
export const ENTITY_NAMES = [
  'Clocking',
  'Day',
  'Day overview',
  'Welcome status',
  'Clockings response',
  'User',
  'Week summary',
  'Overtime entry',
  'Working hours',
  'Team user',
  'Points entry',
  'Incident effort entry',
  'Helpdesk shift',
  'Flip-flow task',
  'Vacation request',
  'Checklist',
  'Task',
  'Day plan entry',
  'Leader',
  'Day status attribute',
  'Telephone queue member',
  'Short-time entry',
  'Working hour rule',
  'Tracker work item',
  'User option',
  'Group option',
] as const;

export type EntityName = (typeof ENTITY_NAMES)[number];

/** The entities of §3 of both spec documents, with the fields the spec names. */
export const ENTITIES: Record<EntityName, Record<string, Shape>> = {
  // 01 §3: "Clocking: id; clock_in; clock_out (null while open); clock_in_formatted; clock_out_formatted;
  // time; type (values "regulär" and "geschäftlich unterwegs"); comment; home_office (boolean)."
  // 02 §3: "Clocking: id, clock_in, clock_out (null means still running), clock_in_formatted,
  // clock_out_formatted, type, comment, home_office, time."
  Clocking: {
    id: 'value',
    clock_in: 'timestamp',
    clock_out: 'timestamp',
    clock_in_formatted: 'value',
    clock_out_formatted: 'value',
    time: 'value',
    type: 'value',
    comment: 'value',
    home_office: 'boolean',
  },
  // 01 §3: "Day: day; date; total; overtime; is_done; futureDay; is_vacation (1 or 0.5); absent_type;
  // is_public_holiday (1 or 0.5); bonus; totalEqualOvertime; clockings (list)."
  Day: {
    day: 'value',
    date: 'value',
    total: 'value',
    overtime: 'value',
    is_done: 'boolean',
    futureDay: 'boolean',
    is_vacation: 'decimal',
    absent_type: 'value',
    is_public_holiday: 'decimal',
    bonus: 'value',
    totalEqualOvertime: 'boolean',
    clockings: { list: { entity: 'Clocking' } },
  },
  // 02 §3: "Day overview: date, date_unformatted, statement, clockings, overall, is_done, futureDay,
  // is_vacation (0, 0.5 or 1), is_public_holiday (0, 0.5 or 1), absent_type, bonus, totalEqualOvertime."
  'Day overview': {
    date: 'value',
    date_unformatted: 'value',
    statement: 'value',
    clockings: { list: { entity: 'Clocking' } },
    overall: 'value',
    is_done: 'boolean',
    futureDay: 'boolean',
    is_vacation: 'decimal',
    is_public_holiday: 'decimal',
    absent_type: 'value',
    bonus: 'value',
    totalEqualOvertime: 'boolean',
  },
  // 01 §3: "Welcome status: rybAllowed, rybVoted, clockedIn, businessTrip."
  'Welcome status': { rybAllowed: 'boolean', rybVoted: 'boolean', clockedIn: 'boolean', businessTrip: 'boolean' },
  // 01 §3: "Clockings response: clockings {done, pending, required, items, week_overtime} and breaks
  // {done, pending, required, items}." (A break's fields are not shown: its items stay as they are.)
  'Clockings response': {
    clockings: {
      fields: { done: 'value', pending: 'value', required: 'value', items: { list: { entity: 'Clocking' } }, week_overtime: 'value' },
    },
    breaks: { fields: { done: 'value', pending: 'value', required: 'value', items: 'value' } },
  },
  // 01 §3: "User: id, dn, clockings_blacklisted (optional flag)."
  User: { id: 'value', dn: 'value', clockings_blacklisted: 'boolean' },
  // 02 §3: "Week summary: week_done, week_required, week_overtime, hourly_based."
  'Week summary': { week_done: 'value', week_required: 'value', week_overtime: 'value', hourly_based: 'boolean' },
  // 02 §3: "Overtime entry: id, yearkw (year-week), overtime (signed seconds), comment, type ("manual"
  // entries are editable), changes. Each change: updated_at, user.dn, properties.old / properties.attributes."
  'Overtime entry': {
    id: 'value',
    yearkw: 'value',
    overtime: 'value',
    comment: 'value',
    type: 'value',
    changes: {
      list: {
        fields: {
          updated_at: 'timestamp',
          user: { fields: { dn: 'value' } },
          properties: { fields: { old: 'value', attributes: 'value' } },
        },
      },
    },
  },
  // 02 §3: "Working hours: id, monday to sunday (seconds), valid_until (null means the current
  // open-ended entry)."
  'Working hours': { id: 'value', ...perWeekday('', 'value'), valid_until: 'value' },
  // 02 §3: "Team user: id, dn, overtime, class; users also carry clockings_blacklisted."
  'Team user': { id: 'value', dn: 'value', overtime: 'value', class: 'value', clockings_blacklisted: 'boolean' },
  // 02 §3: "Points entry: id, points, comment, created_at. Insert payload: date, user_id, points,
  // comment. List response carries sumPoints and userPoints."
  'Points entry': { id: 'value', points: 'decimal', comment: 'value', created_at: 'timestamp' },
  // 02 §3: "Incident effort entry: id, task, effort (minutes), day, points. Response carries
  // incidentTimes, totalTimeMonth, totalTime."
  'Incident effort entry': { id: 'value', task: 'value', effort: 'value', day: 'value', points: 'value' },
  // 02 §3: "Helpdesk shift: schedules (day, type), vacations (vacation_date), holidays; type hd_frei
  // means day off." (holidays is the week answer's second key, §7: "shifts and holidays".)
  // `user_id`: implied by the spec, not invented — the week's save (§7, "POST /json/scheduler/helpdesk/
  // schedule: user_id, date, type, sent once for each of 7 days") names each row by the user's id, so the
  // read must carry it. Decision recorded in docs/decisions/real-server.md; the name (`user.dn`) stays an
  // assumption and is cut here: the view then names the row by the id.
  'Helpdesk shift': {
    user_id: 'value',
    schedules: { list: { fields: { day: 'value', type: 'value' } } },
    vacations: { list: { fields: { vacation_date: 'value' } } },
  },
  // 02 §3: "Flip-flow task: id, name, wikilink, plus cssClass, title, icon, assignedUserName,
  // taskStatus flags isApproved, isRejected, isAssigned."
  'Flip-flow task': {
    id: 'value',
    name: 'value',
    wikilink: 'value',
    cssClass: 'value',
    title: 'value',
    icon: 'value',
    assignedUserName: 'value',
    taskStatus: { fields: { isApproved: 'boolean', isRejected: 'boolean', isAssigned: 'boolean' } },
  },
  // 02 §3: "Vacation request: id, value, days (each with id, type, visible)."
  'Vacation request': {
    id: 'value',
    value: 'value',
    days: { list: { fields: { id: 'value', type: 'value', visible: 'boolean' } } },
  },
  // 02 §3: "Checklist: id, name, service_agent, substitute, groups (list of names)."
  Checklist: { id: 'value', name: 'value', service_agent: 'value', substitute: 'value', groups: 'value' },
  // 02 §3: "Task (flip-flow item): id, name, displayname (group), typ, priority, checked (client
  // state), user (assignee), erledigt (done; empty or 0 = not done), incident (1 = rejected), note
  // (rejection reason)."
  Task: {
    id: 'value',
    name: 'value',
    displayname: 'value',
    typ: 'value',
    priority: 'value',
    checked: 'boolean',
    user: 'value',
    erledigt: 'value',
    incident: 'value',
    note: 'value',
  },
  // 02 §3: "Day plan entry: date, day, month, year, dayOfYear, timestamp, service_agent (user id or
  // empty), substitute (user id or empty)."
  'Day plan entry': {
    date: 'value',
    day: 'value',
    month: 'value',
    year: 'value',
    dayOfYear: 'value',
    timestamp: 'value',
    service_agent: 'value',
    substitute: 'value',
  },
  // 02 §3: "Leader: id, dn (display name), vacations (map from day of year to true/false)."
  Leader: { id: 'value', dn: 'value', vacations: { map: 'boolean' } },
  // 02 §3: "Day status attribute: list of items each with a dates list of unix-second timestamps (plus
  // calendar styling)." The styling is v-calendar's: of an attribute's keys, `highlight`, `dot`, `bar`,
  // `content` and `popover` are styling; anything else (our `key`) is cut.
  'Day status attribute': { dates: 'value', highlight: 'value', dot: 'value', bar: 'value', content: 'value', popover: 'value' },
  // 02 §3: "Telephone queue member: id, user_id, user (dn, fullName), absent, working, queues (each id, name)."
  'Telephone queue member': {
    id: 'value',
    user_id: 'value',
    user: { fields: { dn: 'value', fullName: 'value' } },
    absent: 'boolean',
    working: 'boolean',
    queues: { list: { fields: { id: 'value', name: 'value' } } },
  },
  // 02 §3: "Short-time entry: id, from, to (dates)."
  'Short-time entry': { id: 'value', from: 'value', to: 'value' },
  // 02 §3: "Working hour rule: id, monday..sunday (seconds), break_monday..break_sunday (seconds, shown
  // in minutes), week_hours (seconds, shown in hours), weekdays, vacation_value (seconds, shown in
  // hours), vacation_days, valid_from, valid_until (week values)."
  'Working hour rule': {
    id: 'value',
    ...perWeekday('', 'value'),
    ...perWeekday('break_', 'value'),
    week_hours: 'value',
    weekdays: 'value',
    vacation_value: 'value',
    vacation_days: 'value',
    valid_from: 'value',
    valid_until: 'value',
  },
  // 02 §3: "Tracker work item: id, text, date, duration.minutes, creator.login."
  'Tracker work item': {
    id: 'value',
    text: 'value',
    date: 'value',
    duration: { fields: { minutes: 'value' } },
    creator: { fields: { login: 'value' } },
  },
  // 02 §3: "User option: id, dn. Group option: id, name."
  'User option': { id: 'value', dn: 'value' },
  'Group option': { id: 'value', name: 'value' },
};

const list = (entity: EntityName): Shape => ({ list: { entity } });
const fields = (shape: Record<string, Shape>): Answer => ({ shape: { fields: shape } });
const WRITE: Answer = { notShown: 'write' };
const AS_MOCK: Answer = { notShown: 'shape' };

function call(
  method: Method,
  path: string,
  answer: Answer,
  usedBy: string,
  says: string,
  extra: { query?: string[]; body?: string[]; served?: string } = {},
): SpecCall {
  return {
    method,
    path,
    query: extra.query ?? [],
    body: extra.body ?? [],
    answer,
    usedBy: usedBy.split(' '),
    says,
    ...(extra.served ? { served: extra.served } : {}),
  };
}

const EDIT_PAYLOAD = ['id', 'clockIn', 'clockOut', 'comment', 'type', 'homeOffice'];
const CREATE_PAYLOAD = ['userId', 'clockIn', 'clockOut', 'comment', 'type', 'homeOffice', 'addedFromUser'];
const SLOT = ['task_id', 'user_id', 'from', 'to'];

/** The 75 calls, in the order of endpoints.tsv. */
export const SPEC_CALLS: readonly SpecCall[] = [
  // --- timetracking (spec 01 §7) ------------------------------------------------------------------
  call('GET', '/json/clocking/week-overview/{date}', { shape: list('Day') }, 'welcome-view week-overview', 'answer: list of days'),
  call(
    'GET',
    '/json/welcome/status',
    { shape: { entity: 'Welcome status' } },
    'welcome-view',
    'answer: rybAllowed, rybVoted, clockedIn, businessTrip',
  ),
  call('GET', '/json/clockings', { shape: { entity: 'Clockings response' } }, 'welcome-view', 'answer: clockings and breaks'),
  call('GET', '/json/clocking/in', WRITE, 'welcome-view', 'query homeOffice (boolean); the response: not shown', { query: ['homeOffice'] }),
  call('GET', '/json/clocking/out', WRITE, 'welcome-view', 'the response: not shown'),
  call(
    'POST',
    '/json/short-business-trip/start',
    WRITE,
    'welcome-view',
    'body comment; on failure the response body is shown as the error; success response not shown',
    {
      body: ['comment'],
    },
  ),
  call('GET', '/json/short-business-trip/finish', WRITE, 'welcome-view', 'payload and answer: none'),
  call(
    'GET',
    '/json/team/clocking/week-overview',
    fields({ clockings: list('Day'), statement: 'value' }),
    'week-overview team-overview',
    'query dn, year, week; answer: clockings (the days), statement (week state text)',
    { query: ['dn', 'year', 'week'] },
  ),
  call('GET', '/clocking/monthly', fields({ days: list('Day') }), 'week-overview', 'query year, month, isApi=true; answer: days', {
    query: ['year', 'month', 'isApi'],
  }),
  call(
    'GET',
    '/clocking/period',
    fields({ days: list('Day') }),
    'week-overview',
    'query fromDate, toDate (yyyy-MM-dd), isApi=true; answer: days',
    {
      query: ['fromDate', 'toDate', 'isApi'],
    },
  ),
  call(
    'GET',
    '/clocking/user/clockings/{userId}/{date}',
    { shape: { entity: 'Clockings response' } },
    'day-overview',
    'answer: clockings, breaks',
  ),
  call(
    'DELETE',
    '/clocking/user/delete/{clockingId}',
    WRITE,
    'day-overview team-overview',
    'the team view sends a comment param; then a recalculation',
    {
      query: ['comment'],
    },
  ),
  call('POST', '/clocking/user/update', WRITE, 'day-overview team-overview', 'body: the edit payload; success response not shown', {
    body: EDIT_PAYLOAD,
  }),
  call('POST', '/clocking/user/create', WRITE, 'timetracking-add-day team-overview', 'payload as in the clocking entity', {
    body: CREATE_PAYLOAD,
  }),
  call(
    'POST',
    '/clocking/user/overtime/recalculate/{userId}/{year}-W{week}',
    WRITE,
    'day-overview',
    'on success shows "Zeiten werden neu berechnet", scrolls up and refreshes',
  ),

  // --- admin (spec 02 §7) ---------------------------------------------------------------------------
  call(
    'GET',
    '/json/admin/overtime/users',
    fields({ users: list('User'), info: { fields: { last_page: 'value' } } }),
    'users-index-view',
    'params term, companies, filterUser (default active), perPage (10), page; response: users and info (last_page)',
    { query: ['term', 'companies', 'filterUser', 'perPage', 'page'] },
  ),
  call(
    'POST',
    '/json/vacation-day/{id}',
    fields({ value: 'value' }),
    'vacation-history-view',
    'with the object (a day of a Vacation request: id, type, visible); response is a value',
  ),
  call(
    'POST',
    '/json/vacation-request/{id}',
    fields({ value: 'value' }),
    'vacation-history-view',
    'with the object (the Vacation request: id, value, days); response is a value',
  ),
  call(
    'POST',
    '/admin/overtime/recalculate/{userId}/{year}-W{week}',
    WRITE,
    'week-overview-admin overtime-view-admin',
    'success response not shown',
  ),
  call(
    'GET',
    '/admin/clocking/week-overview/{userId}/{date}',
    fields({ days: { list: { entity: 'Day overview' } }, ...ENTITIES['Week summary'] }),
    'week-overview-admin',
    'days + week_done week_required week_overtime hourly_based (Day overview, Week summary)',
  ),
  call(
    'GET',
    '/admin/clockings/{userId}/{date}',
    { shape: { entity: 'Clockings response' } },
    'day-overview-admin timetacking-admin-edit-day',
    'response clockings and breaks',
  ),
  call(
    'GET',
    '/admin/overtime/{userId}/year/{year}',
    { shape: list('Overtime entry') },
    'overtime-view-admin',
    'the yearly table of overtime entries',
  ),
  call('GET', '/admin/overtime/{userId}/total', { shape: 'value' }, 'overtime-view-admin', 'a number of seconds'),
  call('POST', '/admin/overtime/{userId}/create', WRITE, 'overtime-view-admin', 'overtime payload; failures only logged', {
    body: ['userId', 'seconds', 'comment', 'overTimeId', 'calendarWeek'],
  }),
  call('POST', '/admin/overtime/update', WRITE, 'overtime-view-admin', 'overtime payload', {
    body: ['userId', 'seconds', 'comment', 'overTimeId', 'calendarWeek'],
  }),
  call('DELETE', '/admin/overtime/delete/{id}', WRITE, 'overtime-view-admin', 'success response not shown'),
  call(
    'GET',
    '/admin/working-hours/{userId}',
    { shape: list('Working hours') },
    'workinghours-view-admin',
    'table of weekday hours with a validity end',
  ),
  call('GET', '/admin/working-hour/{userId}', { shape: { entity: 'Working hour rule' } }, 'working-hour', 'defaults for a new entry'),
  call('POST', '/admin/working-hours/{userId}/delete', WRITE, 'workinghours-view-admin', 'body id; disabled when valid_until is null', {
    body: ['id'],
  }),
  call(
    'POST',
    '/admin/working-hours/{userId}',
    WRITE,
    'working-hour',
    'form-encoded rule fields + id + valid_from or valid_until; error response {errors: list}; on success navigates to /admin/users/{userId}/worktimechanges',
    {
      body: [
        'id',
        ...WEEKDAYS,
        ...WEEKDAYS.map((d) => `break_${d}`),
        'week_hours',
        'weekdays',
        'vacation_value',
        'vacation_days',
        'valid_from',
        'valid_until',
      ],
    },
  ),

  // --- team ---------------------------------------------------------------------------------------
  // The answer's keys are not shown; "users also carry clockings_blacklisted" names the list `users`.
  call(
    'GET',
    '/clocking/team/{group}',
    fields({ users: list('Team user') }),
    'team-overview',
    'user list with overtime badges (Team user)',
  ),
  call(
    'GET',
    '/icingamaster/team/{group}',
    AS_MOCK,
    'icinga-master-team-overview',
    'weekly attendance for weekdays and weekends; shape not shown',
  ),

  // --- scheduling -----------------------------------------------------------------------------------
  call('GET', '/scheduler/helpdesk/sorting/sync', AS_MOCK, 'helpdesk-sorting', 'returns the new list (shape not shown)'),
  call('GET', '/scheduler/helpdesk/sorting/up/{id}', AS_MOCK, 'helpdesk-sorting', 'returns the new list (shape not shown)'),
  call('GET', '/scheduler/helpdesk/sorting/down/{id}', AS_MOCK, 'helpdesk-sorting', 'returns the new list (shape not shown)'),
  call('DELETE', '/scheduler/helpdesk/sorting/{id}', AS_MOCK, 'helpdesk-sorting', 'returns the new list (shape not shown)'),
  call(
    'GET',
    '/json/scheduler/helpdesk/week/{date}',
    fields({ shifts: list('Helpdesk shift'), holidays: 'value' }),
    'helpdesk-scheduler',
    'shifts and holidays',
  ),
  call('POST', '/json/scheduler/helpdesk/schedule', WRITE, 'helpdesk-scheduler', 'user_id, date, type (sent once for each of 7 days)', {
    body: ['user_id', 'date', 'type'],
  }),
  call(
    'GET',
    '/json/scheduler/{team}/week/{date}',
    fields({
      weekDays: 'value',
      weekendDays: 'value',
      weekDayTimestamps: 'value',
      weekendTimestamps: 'value',
      attendanceUserList: 'value',
      attendanceShiftsWeekdays: 'value',
      attendanceShiftsWeekends: 'value',
    }),
    'icinga-master-scheduler',
    'weekDays, weekendDays, weekDayTimestamps, weekendTimestamps, attendanceUserList, attendanceShiftsWeekdays, attendanceShiftsWeekends',
  ),
  call('POST', '/json/scheduler/{team}/save', WRITE, 'icinga-master-scheduler', 'user, date', { body: ['user', 'date'] }),

  // --- points and incidents -------------------------------------------------------------------------
  call(
    'GET',
    '/json/admin/points/user/{id}',
    fields({ sumPoints: 'decimal', userPoints: list('Points entry') }),
    'points-view-admin',
    'query limit, year; sumPoints, userPoints',
    { query: ['limit', 'year'] },
  ),
  call('POST', '/json/admin/points/user/update', WRITE, 'points-view-admin', 'id, points, comment', { body: ['id', 'points', 'comment'] }),
  call('POST', '/json/admin/points/user/insert', WRITE, 'points-view-admin', 'date, user_id, points, comment', {
    body: ['date', 'user_id', 'points', 'comment'],
  }),
  call('DELETE', '/json/admin/points/user/delete/{id}', WRITE, 'points-view-admin', 'success response not shown'),
  call(
    'GET',
    '/json/icingamaster/incidents/user/month/{id}',
    fields({ incidentTimes: list('Incident effort entry'), totalTimeMonth: 'value', totalTime: 'value' }),
    'incident-effort',
    'query month, year, limit; incidentTimes, totalTimeMonth, totalTime',
    { query: ['month', 'year', 'limit'] },
  ),
  call(
    'POST',
    '/json/icingamaster/incident/user/insert',
    WRITE,
    'incident-effort',
    'user_id, task, day, effort; errors come back as a list',
    {
      body: ['user_id', 'task', 'day', 'effort'],
    },
  ),
  call('POST', '/json/icingamaster/incident/user/update', WRITE, 'incident-effort', 'id, task, day, effort', {
    body: ['id', 'task', 'day', 'effort'],
  }),
  call('DELETE', '/json/icingamaster/incident/user/delete/{id}', WRITE, 'incident-effort', 'success response not shown'),

  // --- service: page-configured routes (the demo serves them where `served` says) ---------------------
  call('POST', '{page route: assign}', WRITE, 'flip-flow-overview', 'task, loggedInUserDn; the page reloads afterwards', {
    body: ['task', 'loggedInUserDn'],
    served: '/flipflow/assign',
  }),
  call('POST', '{page route: unassign}', WRITE, 'flip-flow-overview', 'task; the page reloads afterwards', {
    body: ['task'],
    served: '/flipflow/unassign',
  }),
  call('POST', '{page route: approve}', WRITE, 'flip-flow-overview', 'task, loggedInUserDn; the page reloads afterwards', {
    body: ['task', 'loggedInUserDn'],
    served: '/flipflow/approve',
  }),
  call('POST', '{page route: reject}', WRITE, 'flip-flow-overview', 'task, loggedInUserDn, note; the page reloads afterwards', {
    body: ['task', 'loggedInUserDn', 'note'],
    served: '/flipflow/reject',
  }),
  call('POST', '{page route: send mail}', WRITE, 'send-checklist-mail-button', 'body {id}; response not read', {
    body: ['id'],
    served: '/checklist/report/mail',
  }),
  call(
    'POST',
    '{page ajax route: toggle task}',
    WRITE,
    'change-all-task-status',
    'checklistId, flipFlopId, deleteTimeStamp (0 adds, timestamp removes)',
    {
      body: ['checklistId', 'flipFlopId', 'deleteTimeStamp'],
      served: '/checklist/ajax/toggle-task',
    },
  ),

  // --- service: planning and report -----------------------------------------------------------------
  call('POST', '/serviceagent/ajax/leader/set', WRITE, 'planing-calendar', 'timestamp, user_id, substitute_id, checklist_id', {
    body: ['timestamp', 'user_id', 'substitute_id', 'checklist_id'],
  }),
  call(
    'GET',
    '/serviceagent/ajax/next-ten-days/{checklistId}/{date}',
    { shape: list('Day plan entry') },
    'planing-calendar',
    'day plan entries',
  ),
  call(
    'GET',
    '/serviceagent/ajax/leaders/{checklistId}/{date}',
    { shape: list('Leader') },
    'planing-calendar',
    'leaders with vacations map',
  ),
  call(
    'GET',
    '/serviceagent/ajax/planing/get-day-status/{checklistId}/{month}/{year}',
    fields({ attributes: list('Day status attribute') }),
    'planing-calendar',
    'attributes with dates in seconds',
  ),
  call('GET', '/serviceagent/ajax/checklists/{date}', { shape: list('Checklist') }, 'checklist-report', 'checklists'),
  // "tasks grouped by flip flow": the grouping's own shape is not shown (kept); its tasks are Tasks.
  call(
    'GET',
    '/serviceagent/ajax/flip-flows/{checklistId}/{date}',
    { shape: { list: { fields: { flipFlow: 'value', tasks: list('Task') } } } },
    'checklist-report',
    'tasks grouped by flip flow',
  ),
  call(
    'GET',
    '/serviceagent/ajax/report/get-day-status/{checklistId}/{month}/{year}',
    AS_MOCK,
    'checklist-report',
    'response shape not shown',
  ),

  // --- telephone ----------------------------------------------------------------------------------
  call('POST', '/telephoneplan/queue/store', WRITE, 'telephoneplan-queueplan', 'user, task, date (yyyy-MM-dd)', {
    body: ['user', 'task', 'date'],
  }),
  call('DELETE', '/telephoneplan/queue/delete/{queueId}', WRITE, 'telephoneplan-queueplan', 'success response not shown'),
  call('POST', '/telephoneplan/assign-task', WRITE, 'telephoneplan-slot', 'task_id, user_id, from, to', { body: SLOT }),
  call('POST', '/telephoneplan/unassign-task', WRITE, 'telephoneplan-slot', 'task_id, user_id, from, to', { body: SLOT }),
  call(
    'GET',
    '/json/telephoneplan/user/groups',
    fields({ telephoneQueues: 'value' }),
    'telephone-groups-view',
    '{telephoneQueues} (debounced 100 ms)',
  ),
  call(
    'POST',
    '/json/telephoneplan/user/groups/save',
    fields({ telephoneQueues: 'value' }),
    'telephone-groups-view',
    '{queue, state}; returns {telephoneQueues}',
    {
      body: ['queue', 'state'],
    },
  ),

  // --- short-time work ------------------------------------------------------------------------------
  call('GET', '/admin/users/{userId}/short-time/entries', { shape: list('Short-time entry') }, 'short-time-view', 'the entries'),
  call(
    'POST',
    '/admin/users/{userId}/short-time/create',
    WRITE,
    'short-time-view',
    '{from, to}; a failure shows the server body as a list',
    { body: ['from', 'to'] },
  ),
  call('POST', '/admin/users/{userId}/short-time/update', WRITE, 'short-time-view', '{id, from, to}', { body: ['id', 'from', 'to'] }),
  call('DELETE', '/admin/users/{userId}/short-time/{entryId}', WRITE, 'short-time-view', 'delete failure only logged'),

  // --- time transfer ------------------------------------------------------------------------------
  call(
    'GET',
    '/youtrack-workitems/ajax/total-worked-time',
    fields({ minutes: 'value' }),
    'work-items-view',
    'query {userId, start, end}; response {minutes}',
    {
      query: ['userId', 'start', 'end'],
    },
  ),
  call('POST', '/youtrack-workitems/ajax/insert-workitems', WRITE, 'work-items-view', '{userId, start, end, factor, issueId}', {
    body: ['userId', 'start', 'end', 'factor', 'issueId'],
  }),
  call('GET', '/youtrack-workitems/ajax/get-workitems/{issueId}', { shape: list('Tracker work item') }, 'work-items-view', 'work items'),
  call('DELETE', '/youtrack-workitems/ajax/delete-workitem/{issueId}/{workItemId}', WRITE, 'work-items-view', 'success response not shown'),
];

/** What our views use beyond the 75 calls: the server team must add or confirm these. */
export const SPEC_ADDITIONS: readonly { method: Method; path: string; usedBy: string[]; what: string }[] = [
  {
    method: 'GET',
    path: '/admin/clocking/history/{userId}',
    usedBy: ['timetacking-history-view'],
    what: 'A user’s clocking history (query fromDate, toDate). Not among the 75 calls: the spec-only mode answers 404. Without it: the page passes the history (prop `history`, as the old template rendered it); else the view says in one German line that the page must pass it.',
  },
  {
    method: 'GET',
    path: '/scheduler/helpdesk/sorting',
    usedBy: ['helpdesk-sorting'],
    what: 'The sorting list read-only, for the first render (the spec has only sync, up, down and delete). The spec-only mode answers 404. Without it: the page passes the list (prop `list`); else the view says in one German line that „Mit Gruppe abgleichen“ (sync) loads it.',
  },
  {
    method: 'GET',
    path: '/json/telephoneplan/queue/{date}',
    usedBy: ['telephoneplan-queueplan'],
    what: 'The queue plan of one day (the legacy page renders its rows into the page). The spec-only mode answers 404. Without it: the page passes `members`, `queues` and `editable`; else the view says in one German line that the page must pass the plan.',
  },
  {
    method: 'GET',
    path: '/clocking/team/{group}?date=…, /icingamaster/team/{group}?date=…',
    usedBy: ['team-overview', 'icinga-master-team-overview'],
    what: 'The query parameter `date` (yyyy-MM-dd) picks the week. The spec names no parameter: the spec-only mode removes it, so the server’s default week is answered. Without it: the view labels what it shows as the server’s current week, or names the week the answer is for when it differs from the chosen one.',
  },
];
