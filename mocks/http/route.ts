/** Handler paths match on any origin: the same handlers serve jsdom tests, Storybook and the demo server. */
export function route(path: string): string {
  return `*${path.startsWith('/') ? path : `/${path}`}`;
}

/** Path prefixes of the emulated API (everything else is the host page's business). */
export const API_PREFIXES = [
  '/json/',
  '/clocking/',
  '/admin/overtime/',
  '/admin/clocking/',
  '/admin/clockings/',
  '/admin/working-hours/',
  '/admin/working-hour/',
  '/scheduler/',
  '/icingamaster/',
  '/serviceagent/',
  '/telephoneplan/queue/store',
  '/telephoneplan/queue/delete/',
  '/telephoneplan/assign-task',
  '/telephoneplan/unassign-task',
  '/youtrack-workitems/',
  '/flipflow/',
  // Only the checklist's ajax and mail routes: /checklist/{id}… are the demo's server-rendered pages.
  '/checklist/ajax/',
  '/checklist/report/mail',
];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /^\/admin\/users\/\d+\/short-time\//.test(pathname);
}
