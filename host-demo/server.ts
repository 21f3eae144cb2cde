// The host demo: a Node server that behaves like the legacy site (server-rendered pages, a CSRF meta
// token, session and XSRF-TOKEN cookies, the spec's page routes) and serves the emulated API over
// real HTTP from the same MSW handlers the tests and Storybook use.
import { getResponse } from 'msw';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { format } from 'date-fns';
import type { DbScale } from '../mocks/db/seed-people';
import {
  handlers,
  db,
  resetDb,
  settings,
  parseFaults,
  isApiPath,
  findUser,
  findChecklist,
  checklistDayRows,
  checklistTaskSelection,
  forgetClockOut,
  FORGOTTEN_CLOCK_OUT,
  type Fault,
} from '../mocks/index';
import { isTagName } from '../packages/core/src/element/tag-names';
import { specOnlyQueuePlan } from './queue-plan';
import {
  checklistDayPage,
  checklistReportPage,
  checklistTasksPage,
  echoPage,
  escapeHtml,
  formsPage,
  indexPage,
  pageExpired,
  ROLES,
  simplePage,
  usersIndexPage,
  userAdminPage,
  overtimeAdminPage,
  queuePlanPage,
  workingHoursAdminPage,
  viewPage,
  embed,
  type DemoRole,
  type PageContext,
} from './pages';

interface Session {
  id: string;
  csrfToken: string;
  role: DemoRole;
  faults: Fault[];
}

export interface DemoOptions {
  port?: number;
  host?: string;
  /** Folder with the built files (dist/). */
  distDir: string;
  /** Folder with node_modules (for Bootstrap's CSS). */
  rootDir: string;
  /** Start of the emulated backend's clock, which then runs on in real time; default the real clock. */
  now?: Date;
  /** Size of the emulated database (issue 7, Scale); default DEMO_SCALE from the environment, else 'default'. */
  scale?: DbScale;
}

const asScale = (value: string | null | undefined): DbScale | undefined => (value === 'large' || value === 'default' ? value : undefined);

const SESSION_COOKIE = 'stempeluhr_session';
const sessions = new Map<string, Session>();

/** decodeURIComponent that gives null instead of throwing on bad percent-encoding. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    // A cookie with broken percent-encoding is ignored (a new session is made), never a 500.
    const value = index > 0 ? safeDecode(part.slice(index + 1).trim()) : null;
    if (value !== null) out[part.slice(0, index).trim()] = value;
  }
  return out;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Why a request is refused before it reaches a page or the API (a 4xx), or null when it may go on. */
function malformed(req: IncomingMessage): { status: number; message: string } | null {
  if (req.httpVersionMajor !== 1) return { status: 400, message: 'Ungültige HTTP-Version.' };
  if (!METHODS.has(req.method ?? '')) return { status: 405, message: 'Methode nicht erlaubt.' };
  const host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(host)) return { status: 400, message: 'Ungültiger Host-Header.' };
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return { status: 400, message: 'Ungültige Adresse.' };
  // Broken percent-encoding in path or query: refused, as the handlers could not read it.
  const [path = '', query = ''] = target.split(/\?(.*)/s);
  if (safeDecode(path) === null || query.split('&').some((pair) => safeDecode(pair.replace(/\+/g, ' ')) === null)) {
    return { status: 400, message: 'Ungültige Prozent-Kodierung in der Adresse.' };
  }
  return null;
}

function sessionOf(req: IncomingMessage, res: ServerResponse): Session {
  const id = parseCookies(req.headers.cookie)[SESSION_COOKIE];
  let session = id ? sessions.get(id) : undefined;
  if (!session) {
    session = { id: randomBytes(16).toString('hex'), csrfToken: randomBytes(20).toString('hex'), role: 'employee', faults: [] };
    sessions.set(session.id, session);
  }
  res.setHeader('Set-Cookie', [
    `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`,
    // Laravel's XSRF-TOKEN cookie: readable by scripts, echoed back as X-XSRF-TOKEN.
    `XSRF-TOKEN=${encodeURIComponent(session.csrfToken)}; Path=/; SameSite=Lax`,
  ]);
  return session;
}

function sessionFromRequest(request: Request): Session | undefined {
  const id = parseCookies(request.headers.get('cookie') ?? undefined)[SESSION_COOKIE];
  return id ? sessions.get(id) : undefined;
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Everything the build writes under `standalone/chunks/` (and `standalone/assets/`) is content-hashed
 * (`chunks/k3x9q2a.js`, `chunks/picker-0p4m7zt.css`: docs/deploy.md) and never changes under its name;
 * fixed names (the loader, the runtime, the manifest, the demo's own assets) must be asked again.
 */
const HASHED = /[\\/]standalone[\\/](chunks|assets)[\\/][^\\/]+\.(js|css)$/;

function sendFile(res: ServerResponse, file: string): void {
  // What the README asks of the legacy site's web server: a year for hashed chunks, no-cache for the rest.
  const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
  createReadStream(file).pipe(res);
}

/** Serves a file below `dir` only (no `..` escapes). */
function serveFrom(dir: string, relative: string, res: ServerResponse): boolean {
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  sendFile(res, file);
  return true;
}

function cspHeader(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function html(res: ServerResponse, body: string, nonce: string, status = 200): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': cspHeader(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
  res.end(body);
}

async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function pageContext(session: Session, path: string): PageContext {
  const user = findUser(ROLES[session.role].userId) ?? db.users[0];
  return {
    csrfToken: session.csrfToken,
    nonce: randomBytes(12).toString('base64'),
    role: session.role,
    user: { id: user.id, dn: user.dn, displayName: user.displayName, clockings_blacklisted: user.clockings_blacklisted, roles: user.roles },
    users: db.users.filter((u) => !u.deleted).map((u) => ({ id: u.id, dn: u.displayName })),
    groups: db.groups.map((g) => ({ id: g.id, name: g.name })),
    today: format(db.now(), 'yyyy-MM-dd'),
    path,
  };
}

export function createDemoServer(options: DemoOptions) {
  // The emulated backend writes Berlin wall time, as the legacy server does, whatever this machine's zone.
  process.env.TZ = 'Europe/Berlin';
  const start = options.now?.getTime();
  const bootedAt = Date.now();
  let scale: DbScale = options.scale ?? asScale(process.env.DEMO_SCALE) ?? 'default';
  resetDb(start === undefined ? { scale } : { scale, now: () => new Date(start + (Date.now() - bootedAt)) });
  const standaloneDir = resolve(options.distDir, 'standalone');
  // DEMO_BOOTSTRAP=4 (or the cookie demo-bootstrap=4, which the e2e walk sets): the pages load Bootstrap 4.6,
  // as the legacy pages with a Vue 2 root do (npm alias bootstrap4); otherwise 5.3.
  const bootstrap5Dir = resolve(options.rootDir, 'node_modules/bootstrap/dist/css');
  const bootstrap4Dir = resolve(options.rootDir, 'node_modules/bootstrap4/dist/css');
  const bootstrapDirFor = (req: IncomingMessage) =>
    process.env.DEMO_BOOTSTRAP === '4' || /(?:^|;\s*)demo-bootstrap=4(?:;|$)/.test(req.headers.cookie ?? '')
      ? bootstrap4Dir
      : bootstrap5Dir;
  const assetsDir = resolve(options.rootDir, 'host-demo/assets');
  // Laravel's VerifyCsrfToken, per session: the header must carry this session's token.
  settings.csrfCheck = (request) => {
    const session = sessionFromRequest(request);
    const token = request.headers.get('x-csrf-token') ?? request.headers.get('x-xsrf-token');
    return Boolean(session && token && token === session.csrfToken);
  };
  settings.latency = Number(process.env.DEMO_LATENCY ?? 120);
  // DEMO_SPEC_ONLY=1: the emulated backend answers only what the specification shows (docs/server-contract.md).
  settings.specOnly = process.env.DEMO_SPEC_ONLY === '1';

  return createServer(async (req, res) => {
    try {
      const refused = malformed(req);
      if (refused) {
        res.writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end(refused.message);
        return;
      }
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const url = new URL(req.url ?? '/', origin);
      const path = url.pathname;

      if (path.startsWith('/widgets/')) {
        const name = path.slice('/widgets/'.length);
        if (name === 'manifest.json' && serveFrom(options.distDir, 'manifest.json', res)) return;
        if (serveFrom(standaloneDir, name, res)) return;
        res.writeHead(404).end('Nicht gefunden');
        return;
      }
      if (path === '/assets/bootstrap.min.css' && serveFrom(bootstrapDirFor(req), 'bootstrap.min.css', res)) return;
      if (path.startsWith('/assets/') && serveFrom(assetsDir, path.slice('/assets/'.length), res)) return;
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }

      const session = sessionOf(req, res);
      db.currentUserId = ROLES[session.role].userId;

      if (isApiPath(path)) {
        const body = await readRequestBody(req);
        settings.faults = session.faults;
        const response = await getResponse(handlers, toFetchRequest(req, body, origin));
        if (response) await sendFetchResponse(res, response);
        else {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'Unbekannte Adresse.' }));
        }
        return;
      }

      if (url.searchParams.has('fault')) session.faults = parseFaults(url.searchParams.getAll('fault').filter(Boolean));
      const ctx = pageContext(session, path + url.search);
      const nonce = ctx.nonce;

      if (req.method === 'POST' && path === '/demo/reset') {
        // The demo's "Demo-Daten zurücksetzen": a fresh seeded database, the clock running on.
        const body = new URLSearchParams((await readRequestBody(req)).toString('utf8'));
        const token = req.headers['x-csrf-token'] ?? body.get('_token');
        if (token !== session.csrfToken) {
          html(res, pageExpired(), nonce, 419);
          return;
        }
        // scenario=forgotten-clock-out: the employee forgot to clock out yesterday. With a fixed DEMO_NOW
        // (a Monday) the emulated clock moves on one day, so that "yesterday" is a working day.
        const forgotten = body.get('scenario') === FORGOTTEN_CLOCK_OUT;
        const shift = forgotten && start !== undefined ? 86_400_000 : 0;
        // scale=large|default switches the database's size (kept for later resets); without it the size stays.
        scale = asScale(body.get('scale')) ?? scale;
        resetDb(start === undefined ? { scale } : { scale, now: () => new Date(start + shift + (Date.now() - bootedAt)) });
        if (forgotten) forgetClockOut(db, ROLES.employee.userId);
        session.faults = [];
        if (req.headers['x-requested-with'] === 'XMLHttpRequest') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ now: db.now().toISOString() }));
        } else {
          res.writeHead(303, { Location: '/' }).end();
        }
        return;
      }
      if (req.method === 'POST' && path === '/demo/forms') {
        const form = new URLSearchParams((await readRequestBody(req)).toString('utf8'));
        if (form.get('_token') !== session.csrfToken) {
          html(res, pageExpired(), nonce, 419);
          return;
        }
        html(res, echoPage(ctx, [...form.entries()]), nonce);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      if (path === '/demo/role') {
        const role = url.searchParams.get('role') as DemoRole;
        if (role in ROLES) session.role = role;
        const back = url.searchParams.get('back') ?? '/';
        res.writeHead(303, { Location: back.startsWith('/') && !back.startsWith('//') ? back : '/' }).end();
        return;
      }
      if (path === '/') return html(res, indexPage(ctx), nonce);
      if (path === '/home') return html(res, simplePage(ctx, 'Willkommen', embed('welcome-view', ctx)), nonce);
      if (path === '/demo/forms') return html(res, formsPage(ctx), nonce);
      // The checklist pages of the legacy site (service area): the tags get the server's current state.
      if (path === '/views/flip-flow-overview' || path === '/views/change-all-task-status') {
        const checklist = findChecklist(db, 1)!;
        if (path === '/views/change-all-task-status')
          return html(res, checklistTasksPage(ctx, checklist, checklistTaskSelection(db, checklist)), nonce);
        return html(res, checklistDayPage(ctx, checklist, ctx.today, checklistDayRows(db, checklist, ctx.today, ctx.user.id)), nonce);
      }
      const checklistMatch = /^\/checklist\/(\d+)(?:\/(tasks|\d{4}-\d{2}-\d{2}))?$/.exec(path);
      if (checklistMatch) {
        const checklist = findChecklist(db, Number(checklistMatch[1]));
        if (!checklist) return html(res, simplePage(ctx, 'Nicht gefunden', '<p>Diese Checkliste gibt es nicht.</p>'), nonce, 404);
        if (checklistMatch[2] === 'tasks')
          return html(res, checklistTasksPage(ctx, checklist, checklistTaskSelection(db, checklist)), nonce);
        const day = checklistMatch[2] ?? ctx.today;
        return html(res, checklistDayPage(ctx, checklist, day, checklistDayRows(db, checklist, day, ctx.user.id)), nonce);
      }
      if (path === '/checklist/report') {
        const checklist = findChecklist(db, Number(url.searchParams.get('checklist') ?? 1)) ?? findChecklist(db, 1)!;
        return html(res, checklistReportPage(ctx, checklist), nonce);
      }
      const viewMatch = /^\/views\/([a-z-]+)$/.exec(path);
      if (viewMatch && isTagName(viewMatch[1])) return html(res, viewPage(ctx, viewMatch[1]), nonce);

      if (path === '/admin/users')
        return html(
          res,
          usersIndexPage(
            ctx,
            [...new Set(db.users.map((u) => u.company))].sort((a, b) => a.localeCompare(b, 'de')),
          ),
          nonce,
        );
      const userMatch = /^\/admin\/users\/(\d+)(\/overtime|\/worktimechanges)?$/.exec(path);
      if (userMatch) {
        const user = findUser(Number(userMatch[1]));
        if (!user) return html(res, simplePage(ctx, 'Nicht gefunden', '<p>Diesen Benutzer gibt es nicht.</p>'), nonce, 404);
        if (userMatch[2] === '/overtime') {
          return html(res, overtimeAdminPage(ctx, user), nonce);
        }
        if (userMatch[2] === '/worktimechanges') {
          return html(res, workingHoursAdminPage(ctx, user), nonce);
        }
        return html(
          res,
          userAdminPage(ctx, user.id, escapeHtml(user.displayName), user.locked, user.blockedReason ?? '', user.deleted),
          nonce,
        );
      }
      const queueMatch = /^\/telephoneplan\/queue(?:\/(\d{4}-\d{2}-\d{2}))?$/.exec(path);
      if (queueMatch) {
        const date = queueMatch[1] ?? ctx.today;
        // Spec-only: the plan's read is our addition (404 there), so the page renders the plan into the
        // tag as the legacy Blade template does (README); the full demo leaves it to the read.
        return html(res, queuePlanPage(ctx, date, settings.specOnly ? specOnlyQueuePlan(db, date) : undefined), nonce);
      }
      if (path === '/ryb/intensity') {
        return html(
          res,
          simplePage(
            ctx,
            'Arbeitsintensität bewerten',
            '<p>Die Umfrage selbst ist nicht Teil der Widgets (laut Spezifikation nicht gezeigt).</p><a class="btn btn-outline-secondary" href="/home">Zurück zur Startseite</a>',
          ),
          nonce,
        );
      }
      html(res, simplePage(ctx, 'Nicht gefunden', '<p>Diese Seite gibt es nicht. <a href="/">Zur Übersicht</a></p>'), nonce, 404);
    } catch (error) {
      // The client broke off or sent a body the parser refused (Node answers those with 400 itself).
      if (req.destroyed || (error as { code?: string }).code === 'ECONNRESET') return;
      console.error('Demo-Server: Fehler bei', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Interner Fehler des Demo-Servers.');
    }
  });
}

export function startDemoServer(options: DemoOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createDemoServer(options);
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
