// Server-rendered pages of the demo, written the way the legacy Blade templates wrote them:
// a CSRF meta tag, Bootstrap, <div id="app"> with the tags, one classic script at the end of body.
import { fillExample, TAG_NAMES, TAGS, type TagName } from '../packages/core/src/element/manifest-source';
import { CONTRACTS } from '../packages/views/src/contracts.generated';

/** What the index and the view pages show of a tag: its title and area, and whether it is built. */
function tagInfo(tag: TagName) {
  const contract = CONTRACTS[tag];
  return { ...TAGS[tag], built: contract !== undefined, example: contract?.example ?? `<${tag}></${tag}>` };
}

export type DemoRole = 'employee' | 'teamlead' | 'admin' | 'helpdesk';

export const ROLES: Record<DemoRole, { label: string; userId: number }> = {
  employee: { label: 'Mitarbeiter', userId: 4 },
  teamlead: { label: 'Teamleitung', userId: 2 },
  admin: { label: 'Administration', userId: 1 },
  helpdesk: { label: 'Helpdesk-Leitung', userId: 6 },
};

export interface PageContext {
  csrfToken: string;
  nonce: string;
  role: DemoRole;
  user: { id: number; dn: string; displayName: string; clockings_blacklisted: boolean; roles: readonly string[] };
  users: Array<{ id: number; dn: string }>;
  groups: Array<{ id: number; name: string }>;
  today: string;
  path: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The values a template fills into the tags, from the session, as the legacy server would. */
export function templateValues(ctx: PageContext): Record<string, string> {
  return {
    userId: String(ctx.user.id),
    userDn: ctx.user.dn,
    userName: escapeHtml(ctx.user.displayName),
    userJson: escapeHtml(JSON.stringify({ id: ctx.user.id, dn: ctx.user.dn, clockings_blacklisted: ctx.user.clockings_blacklisted })),
    // The role paths the legacy server knows for the user (the schedulers' `roles`): only dotted paths.
    rolesJson: escapeHtml(JSON.stringify(ctx.user.roles.filter((role) => role.includes('.')))),
    today: ctx.today,
    usersJson: escapeHtml(JSON.stringify(ctx.users)),
    groupsJson: escapeHtml(JSON.stringify(ctx.groups)),
  };
}

export function embed(tag: TagName, ctx: PageContext): string {
  return fillExample(tagInfo(tag).example, templateValues(ctx));
}

function roleSwitcher(ctx: PageContext): string {
  const options = (Object.keys(ROLES) as DemoRole[])
    .map((role) => `<option value="${role}"${role === ctx.role ? ' selected' : ''}>${ROLES[role].label}</option>`)
    .join('');
  return `<form class="d-flex gap-2 align-items-center" method="get" action="/demo/role">
      <input type="hidden" name="back" value="${escapeHtml(ctx.path)}">
      <label class="text-white-50 small" for="demo-role">Rolle</label>
      <select class="form-select form-select-sm" id="demo-role" name="role">${options}</select>
      <button class="btn btn-sm btn-outline-light" type="submit">Wechseln</button>
    </form>`;
}

/** `heading`: the h1's HTML when it should say more than the title (already escaped). */
export function layout(ctx: PageContext, title: string, body: string, heading = escapeHtml(title)): string {
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="csrf-token" content="${escapeHtml(ctx.csrfToken)}">
  <meta name="csp-nonce" content="${escapeHtml(ctx.nonce)}">
  <title>${escapeHtml(title)} – Stempeluhr</title>
  <link rel="stylesheet" href="/assets/bootstrap.min.css">
  <link rel="stylesheet" href="/assets/demo.css">
</head>
<body>
  <nav class="navbar navbar-expand bg-dark" data-bs-theme="dark">
    <div class="container flex-wrap gap-2">
      <a class="navbar-brand" href="/">Stempeluhr</a>
      <span class="navbar-text small me-auto">angemeldet als ${escapeHtml(ctx.user.displayName)}</span>
      ${roleSwitcher(ctx)}
    </div>
  </nav>
  <main id="app" class="container py-4">
    <h1 class="h3 mb-4">${heading}</h1>
${body}
  </main>
  <script src="/widgets/widgets.js"></script>
</body>
</html>`;
}

export function indexPage(ctx: PageContext): string {
  const rows = TAG_NAMES.map((tag) => {
    const spec = tagInfo(tag);
    const state = spec.built
      ? '<span class="badge text-bg-success">fertig</span>'
      : '<span class="badge text-bg-secondary">noch nicht umgesetzt</span>';
    return `<tr class="clickable-row" data-href="/views/${tag}"><td><code>&lt;${tag}&gt;</code></td><td>${escapeHtml(spec.title)}</td><td>${escapeHtml(spec.area)}</td><td>${state}</td></tr>`;
  }).join('\n');
  return layout(
    ctx,
    'Stempeluhr-Widgets: Demo',
    `<p class="lead">Eine Seite je Ansicht, so eingebettet wie in den alten Templates. Die Rolle oben ändert, was der Server in die Props schreibt.</p>
    <ul class="list-inline">
      <li class="list-inline-item"><a href="/home">Startseite</a></li>
      <li class="list-inline-item"><a href="/demo/forms">Formular mit Auswahlfeldern</a></li>
      <li class="list-inline-item"><a href="/admin/users">/admin/users</a></li>
      <li class="list-inline-item"><a href="/admin/users/4">/admin/users/4</a></li>
      <li class="list-inline-item"><a href="/admin/users/4/overtime">/admin/users/4/overtime</a></li>
      <li class="list-inline-item"><a href="/admin/users/4/worktimechanges">/admin/users/4/worktimechanges</a></li>
      <li class="list-inline-item"><a href="/telephoneplan/queue">/telephoneplan/queue</a></li>
      <li class="list-inline-item"><a href="/ryb/intensity">/ryb/intensity</a></li>
      <li class="list-inline-item"><a href="/checklist/1">/checklist/1</a></li>
      <li class="list-inline-item"><a href="/checklist/1/tasks">/checklist/1/tasks</a></li>
      <li class="list-inline-item"><a href="/checklist/report">/checklist/report</a></li>
      <li class="list-inline-item"><a href="/widgets/manifest.json">manifest.json</a></li>
    </ul>
    <div class="table-responsive">
    <table class="table table-hover align-middle" id="views">
      <thead><tr><th>Tag</th><th>Ansicht</th><th>Bereich</th><th>Stand</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
    </div>
    <form method="post" action="/demo/reset" class="mb-3">
      <input type="hidden" name="_token" value="${escapeHtml(ctx.csrfToken)}">
      <button class="btn btn-sm btn-outline-secondary" type="submit">Demo-Daten zurücksetzen</button>
      <button class="btn btn-sm btn-outline-secondary" type="submit" name="scenario" value="forgotten-clock-out">Zurücksetzen: gestern Ausstempeln vergessen</button>
    </form>
    <p class="small text-body-secondary">Fehler simulieren: <code>?fault=GET:/json/clockings:500</code>, <code>?fault=*:*:network</code>, <code>?fault=POST:*:latency=3000</code> an eine Seitenadresse hängen (gilt für diese Sitzung; <code>?fault=</code> leert).</p>`,
  );
}

export function viewPage(ctx: PageContext, tag: TagName): string {
  const spec = tagInfo(tag);
  const note = spec.built
    ? ''
    : '<div class="alert alert-secondary">Diese Ansicht ist noch nicht umgesetzt: der Tag ist definiert und zeigt nichts.</div>';
  // The view brings its own heading (often its title): the page names the tag it shows, so the two
  // headings do not say the same thing twice.
  const heading = `<code class="text-body">&lt;${escapeHtml(tag)}&gt;</code> <span class="text-body-secondary fw-normal">· ${escapeHtml(spec.title)}</span>`;
  return layout(ctx, spec.title, `${note}\n    ${embed(tag, ctx)}`, heading);
}

export function formsPage(ctx: PageContext): string {
  return layout(
    ctx,
    'Benutzerfilter',
    `<form method="post" action="/demo/forms" id="demo-form">
      <input type="hidden" name="_token" value="${escapeHtml(ctx.csrfToken)}">
      ${embed('multi-user-selection', ctx)}
      ${embed('multi-group-selection', ctx)}
      ${embed('locked-user', ctx)}
      <button type="submit" class="btn btn-primary">Absenden</button>
    </form>`,
  );
}

export function echoPage(ctx: PageContext, fields: Array<[string, string]>): string {
  const rows = fields
    .filter(([name]) => name !== '_token')
    .map(
      ([name, value]) => `<tr><td><code>${escapeHtml(name)}</code></td><td data-field="${escapeHtml(name)}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return layout(
    ctx,
    'Empfangene Formularfelder',
    `<div class="alert alert-success" role="status">Formular angenommen.</div>
    <table class="table" id="received"><thead><tr><th>Feld</th><th>Wert</th></tr></thead><tbody>${rows || '<tr><td colspan="2">keine Felder</td></tr>'}</tbody></table>
    <a href="/demo/forms">Zurück</a>`,
  );
}

export function pageExpired(): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>419 Page Expired</title><link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body class="container py-5"><h1 class="h3">419 – Sitzung abgelaufen</h1><p>Bitte laden Sie die Seite neu und senden Sie das Formular erneut.</p></body></html>`;
}

export type UserTab = 'user' | 'overtime' | 'worktimechanges';

/** The tabs of the legacy admin pages of a user (Stammdaten, Überstunden, Arbeitszeiten), the current one marked. */
export function userTabs(userId: number, active: UserTab): string {
  const tabs: [UserTab, string, string][] = [
    ['user', `/admin/users/${userId}`, 'Stammdaten'],
    ['overtime', `/admin/users/${userId}/overtime`, 'Überstunden'],
    ['worktimechanges', `/admin/users/${userId}/worktimechanges`, 'Arbeitszeiten'],
  ];
  const items = tabs
    .map(
      ([tab, href, label]) =>
        `<li class="nav-item"><a class="nav-link${tab === active ? ' active" aria-current="page' : ''}" href="${href}">${label}</a></li>`,
    )
    .join('\n      ');
  return `<p class="mb-2"><a href="/admin/users">‹ Alle Benutzer</a></p>
    <ul class="nav nav-tabs mb-3">
      ${items}
    </ul>`;
}

/** /admin/users: the user list as the legacy admin page embeds it (companies from the seed). */
export function usersIndexPage(ctx: PageContext, companies: readonly string[]): string {
  return layout(ctx, 'Benutzerverwaltung', `<users-index-view companies="${escapeHtml(JSON.stringify(companies))}"></users-index-view>`);
}

/** ` deleted` on the admin views of a deleted user (read-only), as the legacy templates pass the user's flag. */
const deletedAttribute = (deleted: boolean) => (deleted ? ' deleted' : '');

/** /admin/users/{id}/overtime: the overtime account of a user. */
export function overtimeAdminPage(ctx: PageContext, user: { id: number; displayName: string; deleted: boolean }): string {
  return layout(
    ctx,
    `Überstunden: ${escapeHtml(user.displayName)}`,
    `${userTabs(user.id, 'overtime')}\n    <overtime-view-admin user-id="${user.id}"${deletedAttribute(user.deleted)}></overtime-view-admin>`,
  );
}

/** /admin/users/{id}/worktimechanges: the working-hour history of a user. */
export function workingHoursAdminPage(ctx: PageContext, user: { id: number; displayName: string; deleted: boolean }): string {
  return layout(
    ctx,
    `Arbeitszeiten: ${escapeHtml(user.displayName)}`,
    `${userTabs(user.id, 'worktimechanges')}\n    <workinghours-view-admin user-id="${user.id}"${deletedAttribute(user.deleted)}></workinghours-view-admin>`,
  );
}

export function userAdminPage(
  ctx: PageContext,
  userId: number,
  displayName: string,
  locked: boolean,
  reason: string,
  deleted = false,
): string {
  return layout(
    ctx,
    `Benutzer: ${displayName}`,
    `${userTabs(userId, 'user')}
    <form method="post" action="/demo/forms">
      <input type="hidden" name="_token" value="${escapeHtml(ctx.csrfToken)}">
      <locked-user :locked="${locked}" reason="${escapeHtml(reason)}"></locked-user>
      <button class="btn btn-primary" type="submit">Speichern</button>
    </form>
    <h2 class="h5 mt-4">Woche</h2>
    <week-overview-admin user-id="${userId}" date="${ctx.today}"${deletedAttribute(deleted)}></week-overview-admin>
    <div class="mt-4">
      <short-time-view user-id="${userId}"${deletedAttribute(deleted)}></short-time-view>
    </div>
    <div class="mt-4">
      <timetacking-history-view user-id="${userId}"></timetacking-history-view>
    </div>`,
  );
}

export function simplePage(ctx: PageContext, title: string, body: string): string {
  return layout(ctx, title, body);
}

/** JSON inside a `<script>` as Blade's @json writes it (JSON_HEX_TAG, JSON_HEX_AMP): no `</script>` can end it early. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');

/**
 * The queue plan page of a day (/telephoneplan/queue/{date}). With `plan`, the rows are rendered into
 * the tag's JSON child as the legacy Blade template does (README); without it the view reads them.
 */
export function queuePlanPage(ctx: PageContext, date: string, plan?: { members: unknown; queues: unknown; editable: boolean }): string {
  const child = plan ? `<script type="application/json">${scriptJson(plan)}</script>` : '';
  return layout(
    ctx,
    `Queueplan am ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`,
    `<telephoneplan-queueplan date="${date}">${child}</telephoneplan-queueplan>`,
  );
}

/** The page routes of the service area (our choice; the real app passes its own). */
export const SERVICE_ROUTES = {
  assign: '/flipflow/assign',
  unassign: '/flipflow/unassign',
  approve: '/flipflow/approve',
  reject: '/flipflow/reject',
  toggleTask: '/checklist/ajax/toggle-task',
  mail: '/checklist/report/mail',
} as const;

function checklistNav(ctx: PageContext, checklistId: number, active: 'day' | 'tasks' | 'report'): string {
  const item = (key: typeof active, href: string, label: string) =>
    `<li class="nav-item"><a class="nav-link${key === active ? ' active" aria-current="page' : ''}" href="${href}">${label}</a></li>`;
  return `<ul class="nav nav-tabs mb-3">
      ${item('day', `/checklist/${checklistId}/${ctx.today}`, 'Aufgaben heute')}
      ${item('tasks', `/checklist/${checklistId}/tasks`, 'Aufgabenauswahl')}
      ${item('report', `/checklist/report?checklist=${checklistId}`, 'Bericht')}
    </ul>`;
}

export interface ChecklistDayGroup {
  flipFlow: { id: number; name: string };
  inGroup: boolean;
  tasks: unknown[];
}

/** A checklist day as the legacy template wrote it: per flip flow a <flip-flow-overview> per task, from the server's state. */
export function checklistDayPage(
  ctx: PageContext,
  checklist: { id: number; name: string },
  day: string,
  groups: ChecklistDayGroup[],
): string {
  const german = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  const sections = groups
    .map(
      (group) => `<section class="mb-4" aria-labelledby="flipflow-${group.flipFlow.id}">
      <h2 class="h5" id="flipflow-${group.flipFlow.id}">${escapeHtml(group.flipFlow.name)}</h2>
      <div class="d-grid gap-2">
        ${group.tasks
          .map(
            (task) =>
              `<flip-flow-overview :task="${escapeHtml(JSON.stringify(task))}" logged-in-user-dn="${escapeHtml(ctx.user.dn)}" logged-in-user-name="${escapeHtml(ctx.user.displayName)}" user-in-group="${group.inGroup}" assign-route="${SERVICE_ROUTES.assign}" unassign-route="${SERVICE_ROUTES.unassign}" approve-route="${SERVICE_ROUTES.approve}" reject-route="${SERVICE_ROUTES.reject}"></flip-flow-overview>`,
          )
          .join('\n        ')}
      </div>
    </section>`,
    )
    .join('\n    ');
  return layout(
    ctx,
    `Checkliste ${checklist.name} am ${german}`,
    `${checklistNav(ctx, checklist.id, 'day')}
    ${sections || '<p class="text-body-secondary">An diesem Tag hat die Checkliste keine Aufgaben.</p>'}`,
  );
}

/** The task selection of a checklist (<change-all-task-status> with the server's current selection). */
export function checklistTasksPage(ctx: PageContext, checklist: { id: number; name: string }, tasks: unknown[]): string {
  return layout(
    ctx,
    `Aufgabenauswahl: ${checklist.name}`,
    `${checklistNav(ctx, checklist.id, 'tasks')}
    <change-all-task-status checklist-id="${checklist.id}" route="${SERVICE_ROUTES.toggleTask}" :tasks="${escapeHtml(JSON.stringify(tasks))}"></change-all-task-status>`,
  );
}

/** The checklist report with its mail button; the page's script gives the button the checklist the report shows. */
export function checklistReportPage(ctx: PageContext, checklist: { id: number; name: string }): string {
  return layout(
    ctx,
    'Checklisten-Bericht',
    `${checklistNav(ctx, checklist.id, 'report')}
    <div class="d-flex justify-content-end mb-3">
      <send-checklist-mail-button checklist-id="${checklist.id}" route="${SERVICE_ROUTES.mail}"></send-checklist-mail-button>
    </div>
    <checklist-report date="${ctx.today}" checklist-id="${checklist.id}"></checklist-report>
    <script src="/assets/checklist-report-mail.js"></script>`,
  );
}
