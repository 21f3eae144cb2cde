// Environment-free entry: handlers and switches, used by Storybook's loader and the host demo.
export { handlers } from './handlers';
export { db, resetDb, today, currentUser, findUser } from './db';
export { settings, resetSettings, parseFaults, DEFAULT_CSRF_TOKEN, type Fault } from './http/settings';
export { isApiPath } from './http/route';
// What the demo's server-rendered checklist pages write into their tags.
export { findChecklist } from './service/checklists.rules';
export { checklistDayRows } from './service/tasks.rules';
export { checklistTaskSelection } from './service/selection.rules';
export { FORGOTTEN_CLOCK_OUT, forgetClockOut, workLateYesterday } from './timetracking/scenarios';
