// @vitest-environment node
// The demo server survives bad input (issue 8, item 7): a few hundred malformed requests — bad
// percent-encoding in path and query, huge headers, invalid JSON, wrong content types, unknown
// methods, a broken Host — are each answered with a 4xx (a broken cookie is ignored: a new
// session), and the server keeps serving. Raw sockets to
// 127.0.0.1 only (the test's own server on a free port), a bounded loop.
import { connect } from 'node:net';
import { startTestDemo, withDemoClock } from './test-demo';

let base: { host: string; port: number };
let close: () => Promise<void>;

withDemoClock();

beforeAll(async () => {
  const demo = await startTestDemo();
  expect(demo.host).toBe('127.0.0.1');
  base = { host: demo.host, port: demo.port };
  close = demo.close;
});

afterAll(() => close());

/** Sends raw bytes, returns the status of the answer (0 if the server closed without one). */
function raw(request: string | Buffer): Promise<{ status: number; head: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(base.port, base.host);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`keine Antwort auf ${String(request).slice(0, 80)}`));
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head, body });
    });
    socket.end(request);
  });
}

const get = (target: string, headers: string[] = []) =>
  raw([`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', ''].join('\r\n'));

function post(target: string, body: string, headers: string[]) {
  return raw(
    [
      `POST ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...headers,
      '',
      body,
    ].join('\r\n'),
  );
}

/** A session as a browser has it: cookie and the page's CSRF token. */
async function session() {
  const page = await get('/');
  expect(page.status).toBe(200);
  const cookie = [...page.head.matchAll(/Set-Cookie: ([^;]+)/gi)].map((m) => m[1]).join('; ');
  const token = /name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(token).not.toBe('');
  return { cookie, token };
}

const BAD_PERCENT = ['%', '%E0%A4%A', '%ZZ', '%C0%AF', '%FF%FE', '%u0041', '%%', '%E2%82'];
const PAGES = [
  '/',
  '/views/welcome-view',
  '/json/clockings',
  '/admin/users/4',
  '/json/clocking/week-overview/',
  '/clocking/user/clockings/4/',
];

it('answers every malformed request with a 4xx and keeps serving', async () => {
  const { cookie, token } = await session();
  const auth = [`Cookie: ${cookie}`, `X-CSRF-TOKEN: ${token}`, 'X-Requested-With: XMLHttpRequest'];
  const cases: Array<[string, () => Promise<{ status: number }>]> = [];
  for (const page of PAGES) {
    for (const bad of BAD_PERCENT) {
      cases.push([`path ${page}${bad}`, () => get(`${page}${bad}`)]);
      cases.push([`query ${page}?fault=${bad}`, () => get(`${page}?fault=${bad}&users=${bad}`)]);
    }
    cases.push([`huge header ${page}`, () => get(page, [`X-Junk: ${'a'.repeat(70_000)}`])]);
    cases.push([
      `many headers ${page}`,
      () =>
        get(
          page,
          Array.from({ length: 3000 }, (_, i) => `X-H${i}: ${i}`),
        ),
    ]);
    cases.push([`huge cookie ${page}`, () => get(page, [`Cookie: ${'x=1; '.repeat(8000)}`])]);
    cases.push([`broken host ${page}`, () => raw(`GET ${page} HTTP/1.1\r\nHost: a b"<\r\nConnection: close\r\n\r\n`)]);
    for (const method of ['BREW', 'PROPFIND', 'TRACE', 'PATCH', 'DELETE', 'PUT']) {
      cases.push([
        `method ${method} ${page}`,
        () => raw(`${method} ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`),
      ]);
    }
  }
  for (const target of ['/json/short-business-trip/start', '/clocking/user/create', '/clocking/user/update', '/demo/forms']) {
    for (const body of ['{', '{"comment":', 'null', '[]', '"x"', '\u0000\u0001', '{"comment":"%E0%A4%A"}', 'comment=%E0%A4%A&_token=%']) {
      cases.push([`invalid JSON ${target} ${body}`, () => post(target, body, ['Content-Type: application/json', ...auth])]);
      cases.push([`wrong type ${target} ${body}`, () => post(target, body, ['Content-Type: text/xml; charset=klingon', ...auth])]);
      cases.push([`form ${target} ${body}`, () => post(target, body, ['Content-Type: application/x-www-form-urlencoded', ...auth])]);
      cases.push([`multipart ${target} ${body}`, () => post(target, body, ['Content-Type: multipart/form-data; boundary=', ...auth])]);
    }
  }
  cases.push(['garbage request line', () => raw('\u0000\u0001\u0002 nonsense\r\n\r\n')]);
  cases.push(['HTTP/0.9', () => raw('GET /\r\n\r\n')]);
  cases.push([
    'bad content-length',
    () => raw('POST /json/short-business-trip/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n{}'),
  ]);
  cases.push([
    'two content-lengths',
    () => raw('POST /demo/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}'),
  ]);
  cases.push([
    'bad chunking',
    () => raw('POST /demo/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nxx\r\n0\r\n\r\n'),
  ]);

  expect(cases.length).toBeGreaterThanOrEqual(250);
  const wrong: string[] = [];
  for (const [name, send] of cases) {
    const { status } = await send();
    if (status < 400 || status > 499) wrong.push(`${name.slice(0, 90)} → ${status}`);
  }
  expect(wrong).toEqual([]);

  // A cookie with broken percent-encoding is ignored, as Laravel ignores a cookie it cannot decrypt:
  // the page is served with a fresh session (a 4xx would lock the user out until the cookie expires).
  for (const page of PAGES) {
    for (const bad of BAD_PERCENT) {
      const answer = await get(page, [`Cookie: stempeluhr_session=${bad}; XSRF-TOKEN=${bad}`]);
      expect(answer.status, `cookie ${bad} ${page}`).toBeLessThan(500);
      expect(answer.head).toMatch(/Set-Cookie: stempeluhr_session=[0-9a-f]{32};/i);
    }
  }
  // Still serving, and still the same session.
  expect((await get('/')).status).toBe(200);
  expect((await get('/json/welcome/status', auth)).status).toBe(200);
});

it('renders the checklist pages from the server state: a flip-flow-overview per task of the day, with the page routes; the task selection; unknown checklists 404', async () => {
  const day = await get('/checklist/1/2026-11-24');
  expect(day.status).toBe(200);
  // Tuesday 24.11.: the four seeded tasks of checklist 1, still open, for the employee (Helpdesk) to take.
  expect(day.body.match(/<flip-flow-overview /g)).toHaveLength(4);
  expect(day.body).toContain('assign-route="/flipflow/assign"');
  expect(day.body).toContain('user-in-group="true"');
  expect(day.body).toContain('&quot;title&quot;:&quot;Nicht zugewiesen&quot;');

  const tasks = await get('/checklist/1/tasks');
  expect(tasks.status).toBe(200);
  expect(tasks.body).toContain('<change-all-task-status checklist-id="1" route="/checklist/ajax/toggle-task"');

  expect((await get('/checklist/9')).status).toBe(404);
  // The ajax routes under /checklist/ are the API's (a write without the token is 419 there).
  expect((await post('/checklist/ajax/toggle-task', '{}', ['Content-Type: application/json'])).status).toBe(419);
});
