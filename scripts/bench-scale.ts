// Issue 7, Scale (Node part of `npm run bench`): every emulated answer the scaled-up views read, timed
// by calling the handlers (msw's getResponse, as the host demo does; latency 0) on the large database.
// "first" is the first read after a reset (the lazy seed and the engine start empty), "again" the
// median of the next reads (the engine's memory). Bundled by scripts/bench.mjs with esbuild.
import { getResponse } from 'msw';
import { db, handlers, resetDb, resetSettings } from '../mocks/index';
import { engineStats } from '../mocks/timetracking/engine';

export interface ScaleCase {
  name: string;
  /** What the answer holds. */
  rows: number;
  firstMs: number;
  againMs: number;
  /** Bytes of the JSON answer. */
  bytes: number;
}

export interface ScaleSetup {
  now: Date;
  /** Emulated user of the case (1 = the admin Sabine Schröder, 4 = Max Müller, 6 = helpdesk level 3). */
  userOf: (path: string) => number;
}

const ORIGIN = 'http://bench.local';

async function call(path: string): Promise<{ ms: number; body: unknown; bytes: number }> {
  const started = performance.now();
  const response = await getResponse(handlers, new Request(`${ORIGIN}${path}`));
  if (!response) throw new Error(`no handler: ${path}`);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as unknown, bytes: text.length };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One case: reset, read once (first), then `again` more times. */
async function measure(
  name: string,
  userId: number,
  paths: string[],
  now: Date,
  rowsOf: (body: unknown) => number,
  again = 5,
): Promise<ScaleCase> {
  resetDb({ now, scale: 'large', currentUserId: userId });
  resetSettings();
  const first = await call(paths[0]);
  const more: number[] = [];
  for (let i = 0; i < again; i++) more.push((await call(paths[(i + 1) % paths.length])).ms);
  return { name, rows: rowsOf(first.body), firstMs: first.ms, againMs: median(more), bytes: first.bytes };
}

const lengthOf = (key: string) => (body: unknown) => ((body as Record<string, unknown[]>)[key] ?? []).length;

export async function measureScale(now: Date): Promise<{ cases: ScaleCase[]; users: number; engine: ReturnType<typeof engineStats> }> {
  const day = now.toISOString().slice(0, 10);
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const cases: ScaleCase[] = [];
  const users = '/json/admin/overtime/users?filterUser=active&perPage=10';
  // The user list: the first page, a search (every keystroke is a new term), a page far back.
  cases.push(await measure('user list, page 1 of 5,000', 1, [`${users}&page=1`], now, lengthOf('users')));
  cases.push(await measure('user list, search "schm"', 1, [`${users}&page=1&term=schm`], now, lengthOf('users')));
  cases.push(await measure('user list, page 400', 1, [`${users}&page=400`], now, lengthOf('users')));
  cases.push(
    await measure(
      'user list, a new term per keystroke (s, sc, sch, schm)',
      1,
      [`${users}&page=1&term=s`, `${users}&page=1&term=sc`, `${users}&page=1&term=sch`, `${users}&page=1&term=schm`],
      now,
      lengthOf('users'),
      3,
    ),
  );
  cases.push(await measure('points "alle" (10,000 entries)', 1, ['/json/admin/points/user/6?limit=-1'], now, lengthOf('userPoints')));
  cases.push(
    await measure('period overview, 365 days', 4, [`/clocking/period?fromDate=${yearAgo}&toDate=${yesterday}`], now, lengthOf('days')),
  );
  cases.push(
    await measure(
      'monthly overview',
      4,
      [`/clocking/monthly?year=${day.slice(0, 4)}&month=${Number(day.slice(5, 7))}`],
      now,
      lengthOf('days'),
    ),
  );
  cases.push(await measure('queue plan, 300 × 20 queues', 6, [`/json/telephoneplan/queue/${day}`], now, lengthOf('members')));
  cases.push(await measure('admin week of a user', 1, [`/admin/clocking/week-overview/4/${yesterday}`], now, lengthOf('days')));
  cases.push(await measure('overtime total of a user', 1, ['/admin/overtime/4/total'], now, () => 1));
  return { cases, users: db.users.length, engine: engineStats(db) };
}
