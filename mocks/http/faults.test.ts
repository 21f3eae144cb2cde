// The emulated backend's fault switches, as tests, stories and the demo's `?fault=` set them.
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { BASE, get } from '../testing/http';
import { parseFaults, settings } from './settings';

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

beforeEach(() => resetDb({ now: NOW }));

describe('fault switches per route', () => {
  it('status: only the matching method and path prefix; the rest answers normally', async () => {
    settings.faults = [{ method: 'GET', path: '/json/clockings', status: 503 }];
    const hit = await raw('/json/clockings');
    expect(hit.status).toBe(503);
    expect(hit.type).toContain('text/html');
    expect(hit.text).toContain('Whoops');
    expect((await get('/json/welcome/status')).status).toBe(200);
  });

  it('status with a body answers that JSON; a body alone is a 200 (payload drift)', async () => {
    settings.faults = [
      { method: 'GET', path: '/json/welcome/status', status: 403, body: { message: 'Nur für Teamleitung.' } },
      { method: 'GET', path: '/json/clockings', body: { clockings: null } },
    ];
    expect(await get('/json/welcome/status')).toEqual({ status: 403, body: { message: 'Nur für Teamleitung.' } });
    expect(await get('/json/clockings')).toEqual({ status: 200, body: { clockings: null } });
  });

  it('html: a 200 HTML login page instead of JSON', async () => {
    settings.faults = [{ method: '*', path: '/json/', html: true }];
    const answer = await raw('/json/welcome/status');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/html');
    expect(answer.text).toContain('action="/login"');
  });

  it('network: the request fails like a dropped connection', async () => {
    settings.faults = [{ method: 'GET', path: '*', network: true }];
    await expect(fetch(`${BASE}/json/welcome/status`)).rejects.toThrow();
  });

  it('latency delays the answer; hang never answers (the caller must give up)', async () => {
    settings.faults = [{ method: 'GET', path: '/json/welcome/status', latency: 120 }];
    const started = performance.now();
    expect((await get('/json/welcome/status')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);

    settings.faults = [{ method: 'GET', path: '/json/welcome/status', latency: Infinity }];
    const outcome = await Promise.race([
      fetch(`${BASE}/json/welcome/status`, { signal: AbortSignal.timeout(150) }).then(
        () => 'answered',
        () => 'aborted',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    expect(outcome).toBe('aborted');
  });

  it('times: only the next N matching requests, then the route works again', async () => {
    settings.faults = [{ method: 'GET', path: '/json/welcome/status', status: 500, times: 2 }];
    expect((await raw('/json/welcome/status')).status).toBe(500);
    expect((await raw('/json/welcome/status')).status).toBe(500);
    expect((await raw('/json/welcome/status')).status).toBe(200);
  });

  it('a prefix with a query matches path and query', async () => {
    settings.faults = [{ method: 'GET', path: '/clocking/monthly?year=2026&month=10', status: 500 }];
    expect((await raw('/clocking/monthly?year=2026&month=10&isApi=true')).status).toBe(500);
    expect((await raw('/clocking/monthly?year=2026&month=11&isApi=true')).status).toBe(200);
  });
});

describe('parseFaults (the demo query string)', () => {
  it('reads every kind, with times and bodies that hold colons and semicolons', () => {
    expect(
      parseFaults([
        'GET:/json/clockings:500',
        '*:/json/:network;times=2',
        'post:*:latency=3000',
        'GET:/json/clockings:hang',
        'GET:/json/welcome/status:html',
        'GET:/json/welcome/status:403;body={"message":"Nein: nicht; nie"}',
        'GET:/json/clockings:body={"clockings":null}',
      ]),
    ).toEqual([
      { method: 'GET', path: '/json/clockings', status: 500 },
      { method: '*', path: '/json/', network: true, times: 2 },
      { method: 'POST', path: '*', latency: 3000 },
      { method: 'GET', path: '/json/clockings', latency: Infinity },
      { method: 'GET', path: '/json/welcome/status', html: true },
      { method: 'GET', path: '/json/welcome/status', status: 403, body: { message: 'Nein: nicht; nie' } },
      { method: 'GET', path: '/json/clockings', body: { clockings: null } },
    ]);
  });

  it('skips what it cannot read instead of guessing', () => {
    expect(
      parseFaults(['', 'GET', 'GET:/json/x:teapot', 'GET:/json/x:999', 'GET:/json/x:body={broken', 'GET:/json/x:500;times=0']),
    ).toEqual([{ method: 'GET', path: '/json/x', status: 500 }]);
  });
});
