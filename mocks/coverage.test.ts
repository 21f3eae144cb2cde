// Every call of the specification (shared/spec/endpoints.tsv) is answered by the emulated backend.
import { TEST_NOW } from '@test/clock';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CSRF_TOKEN, resetDb, server } from '@mocks/node';
import { resetSettings } from './http/settings';

const rows = readFileSync(resolve(__dirname, '../../shared/spec/endpoints.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method, path, area, usedBy] = line.split('\t');
    return { method, path, area, usedBy };
  });

/** The page-configured routes of the spec, as the host demo and the stories configure them. */
const PAGE_ROUTES: Record<string, string> = {
  '{page route: assign}': '/flipflow/assign',
  '{page route: unassign}': '/flipflow/unassign',
  '{page route: approve}': '/flipflow/approve',
  '{page route: reject}': '/flipflow/reject',
  '{page route: send mail}': '/checklist/report/mail',
  '{page ajax route: toggle task}': '/checklist/ajax/toggle-task',
};

function concrete(path: string): string {
  if (PAGE_ROUTES[path]) return PAGE_ROUTES[path];
  return `/${path.replace(/^\//, '')}`
    .replace('{year}-W{week}', '2026-W47')
    .replace(/\{(date)\}/g, '2026-11-20')
    .replace(/\{(month)\}/g, '11')
    .replace(/\{(year)\}/g, '2026')
    .replace(/\{(group)\}/g, '1')
    .replace(/\{(team)\}/g, 'icinga-master')
    .replace(/\{(issueId)\}/g, 'TOOLS-1234')
    .replace(/\{(workItemId)\}/g, '1')
    .replace(/\{(userId|id|clockingId|queueId|entryId|checklistId)\}/g, '4');
}

describe('the emulated backend answers every call of the specification', () => {
  const unhandled: string[] = [];
  const log = ({ request }: { request: Request }) => {
    unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  };

  beforeEach(() => {
    resetDb({ now: TEST_NOW, currentUserId: 1 });
    resetSettings();
    unhandled.length = 0;
    server.events.on('request:unhandled', log);
  });
  afterEach(() => {
    server.events.removeListener('request:unhandled', log);
  });

  it('the table has the 75 calls', () => {
    expect(rows).toHaveLength(75);
  });

  it.each(rows.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, row) => {
    const url = `http://localhost:3000${concrete(row.path)}`;
    const init: RequestInit = {
      method: row.method,
      headers: { 'X-CSRF-TOKEN': DEFAULT_CSRF_TOKEN, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    };
    if (row.method === 'POST') {
      init.body = JSON.stringify({});
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const response = await fetch(url, init).catch((error: unknown) => error);
    expect(unhandled).toEqual([]);
    expect(response).toBeInstanceOf(Response);
    // A real answer of the emulated backend: JSON (also for errors), never an unknown-route 404 page.
    const type = (response as Response).headers.get('content-type') ?? '';
    expect(type).toMatch(/json/);
    expect((response as Response).status).toBeLessThan(500);
  });
});
