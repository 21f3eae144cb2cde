// The shared fault suite: every registered view, mounted through its tag with the manifest's example,
// against the emulated backend's fault switches (RELIABILITY.md cases 3, 7, 10, 12, 13, 15, 17, 20,
// 26, 27). Which case runs for which view comes from test/reliability-cases.ts; a view that reads
// gets the read faults the day it is registered.
import { TEST_NOW as NOW } from '@test/clock';
import { apiClient, fillExample, pageQueryClient, TEXTS, type TagName } from '@stempeluhr/core';
import { CONTRACTS } from '@stempeluhr/views/contracts';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { DEFAULT_CSRF_TOKEN, resetDb, server, settings } from '@mocks/node';
import { consoleGuard } from '@test/console-guard';
import { VIEW_ROWS } from '@test/reliability-cases';
import { setTimeout as sleep } from 'node:timers/promises';
import { isSettled, mountHtml, pause, settled, textOf } from '@test/widget-page';
import { defineAllWidgets } from './define-all';
import { shardOf, type Shard } from '@test/shard';

const REGISTERED = Object.keys(VIEW_LOADERS) as TagName[];
const BUILT = REGISTERED.filter((tag) => VIEW_ROWS[tag]);

/** The fault suite over the views of `shard` (the files `faults.N.test.tsx` run its parts side by side). */
export function faultSuite(shard: Shard): void {
  // A view without its row would be left out of this suite silently: it fails here instead.
  if (shard.index === 1)
    it('every registered view has its row in test/reliability-cases.ts, so this suite runs over it', () => {
      expect(REGISTERED.filter((tag) => !VIEW_ROWS[tag])).toEqual([]);
    });
  const CRASHED = TEXTS.widgetCrashed;

  let requests: Array<{ method: string; url: string }> = [];
  const track = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, url: url.pathname + url.search });
  };
  const reads = () => requests.filter((r) => r.method === 'GET').map((r) => r.url);
  /** How often each distinct read was sent. */
  const countsOf = (urls: string[]) => urls.reduce<Record<string, number>>((all, url) => ({ ...all, [url]: (all[url] ?? 0) + 1 }), {});

  const logged: string[] = [];

  beforeAll(() => defineAllWidgets());

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // The page's clock stands at the emulated "now": a running clock (the welcome view's worked time)
    // would make a fresh mount and the same view after a retry differ by a minute boundary crossed
    // between them — a few seconds apart on a loaded machine. Only Date is faked; timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetDb({ now: NOW });
    requests = [];
    logged.length = 0;
    server.events.on('request:start', track);
    for (const level of ['log', 'info', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    // The page's retry policy (two retries for reads, none for client errors) with its waits shortened.
    const client = pageQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 5 } });
  });

  afterEach(() => {
    server.events.removeListener('request:start', track);
    onlineManager.setOnline(true);
    // Case 26, in every test of this file: the page's token is never in an address or a console line.
    for (const { url } of requests) expect(url).not.toContain(DEFAULT_CSRF_TOKEN);
    for (const line of [...logged, ...consoleGuard.calls('error'), ...consoleGuard.calls('warn')])
      expect(line).not.toContain(DEFAULT_CSRF_TOKEN);
  });

  const mount = mountHtml;

  /** A fresh mount of `html` on an empty cache: its reads and what it shows. The page is left empty again. */
  async function fresh(html: string): Promise<{ reads: string[]; text: string }> {
    const app = mount(html);
    await settled(app);
    await pause(30);
    const result = { reads: reads(), text: textOf(app) };
    app.remove();
    await pause(0);
    pageQueryClient().clear();
    requests = [];
    return result;
  }

  /** The alert the view shows for a failed read. */
  async function alertWith(app: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
    return waitFor(
      () => {
        const alert = [...app.querySelectorAll<HTMLElement>('[role="alert"]')].find((a) =>
          typeof text === 'string' ? a.textContent?.includes(text) : text.test(a.textContent ?? ''),
        );
        expect(alert, `Meldung „${String(text)}“ in: ${textOf(app)}`).toBeTruthy();
        return alert!;
      },
      { timeout: 8000 },
    );
  }

  function withAttribute(html: string, tag: string, attribute: string, value: string): string {
    const without = html.replace(new RegExp(`\\s:?${attribute}=("[^"]*"|'[^']*')`), '');
    return without.replace(`<${tag}`, `<${tag} ${attribute}="${value}"`);
  }

  describe.each(shardOf(BUILT, shard))('<%s>', (tag) => {
    const row = VIEW_ROWS[tag]!;
    const example = () => fillExample(CONTRACTS[tag]!.example);

    if (row.reads !== true) {
      it(`reads nothing on mount (the table says: ${row.reads})`, async () => {
        const app = mount(example());
        await settled(app);
        await pause(50);
        expect(requests).toEqual([]);
      });
    } else {
      it('reads on mount, as the table says', async () => {
        expect((await fresh(example())).reads.length).toBeGreaterThan(0);
      });

      // A view whose row marks case 7 as a gap has it printed in the matrix instead (a known, named defect).
      if (row.extra?.[7]?.by !== 'gap')
        it('7: a network error on every read ends, after the retries, in an error with "Erneut versuchen" that loads again', async () => {
          const expected = await fresh(example());
          settings.faults = [{ method: 'GET', path: '*', network: true }];
          const app = mount(example());
          const alert = await alertWith(app, TEXTS.network);
          // The other parts' reads end too (each after its retries) before the user acts, and then
          // nothing is shown as loading any more (a part still retrying may be busy a moment longer).
          await waitFor(() => expect(pageQueryClient().isFetching()).toBe(0), { timeout: 8000 });
          await waitFor(() => expect(app.querySelector('[aria-busy="true"]')).toBeNull());
          // The read that ended in the alert was tried three times (two retries); no read more often. A
          // secondary read still retrying when the view switched to the alert loses its observer and stops
          // early (TanStack Query cancels the retries of a query nobody shows): the welcome view's read of
          // last week, which it makes only on Mondays, is one.
          const counts = Object.entries(countsOf(reads()));
          for (const [url, count] of counts) expect(count, url).toBeLessThanOrEqual(3);
          expect(Math.max(...counts.map(([, count]) => count))).toBe(3);
          settings.faults = [];
          // A view of independent parts (the planning calendar: its month and its ten days) shows an alert
          // per part; each one's "Erneut versuchen" loads its part again.
          expect(within(alert).getByRole('button', { name: TEXTS.retry })).toBeInTheDocument();
          for (const retry of within(app).getAllByRole('button', { name: TEXTS.retry })) fireEvent.click(retry);
          await waitFor(() => expect(textOf(app)).toBe(expected.text), { timeout: 8000 });
        });

      it('10: a 419 on the reads says "Sitzung abgelaufen" with a reload action and is not sent again', async () => {
        settings.faults = [{ method: 'GET', path: '*', status: 419 }];
        const app = mount(example());
        const alert = await alertWith(app, TEXTS.sessionExpired);
        expect(within(alert).getByRole('button', { name: TEXTS.reload })).toBeEnabled();
        expect(within(alert).queryByRole('button', { name: TEXTS.retry })).toBeNull();
        await pause(100);
        for (const [url, count] of Object.entries(countsOf(reads()))) expect(count, url).toBe(1);
      });

      it.each([
        [401, TEXTS.sessionExpired],
        [403, 'Simulierter Fehler.'],
      ])('12: a %i says so, distinct from validation, without a retry loop', async (status, message) => {
        settings.faults = [{ method: 'GET', path: '*', status }];
        const app = mount(example());
        const alert = await alertWith(app, message);
        expect(alert.textContent).not.toContain(TEXTS.validation);
        expect(alert.textContent).not.toContain(TEXTS.serverError);
        await pause(100);
        for (const [url, count] of Object.entries(countsOf(reads()))) expect(count, url).toBe(1);
      });

      it('20: markup in a server message is shown as text; no element is created', async () => {
        const hostile = '<img src=x onerror="window.__xss=1">"><svg onload="window.__xss=2">';
        settings.faults = [{ method: 'GET', path: '*', status: 403, body: { message: hostile } }];
        const app = mount(example());
        await alertWith(app, hostile);
        expect(app.querySelector('img, svg[onload]')).toBeNull();
        expect((window as { __xss?: number }).__xss).toBeUndefined();
      });

      it('13: a read that hangs ends at the client deadline: the spinner goes, an error with retry shows', async () => {
        settings.faults = [{ method: 'GET', path: '*', latency: Infinity }];
        // The client's own deadline (REQUEST_TIMEOUT_MS), shortened for the test.
        apiClient().defaults.timeout = 150;
        const app = mount(example());
        const alert = await alertWith(app, TEXTS.timeout);
        // Every read hangs and ends at its own deadline: a second read started a moment later ends a moment later.
        await waitFor(() => expect(app.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 8000 });
        expect(within(alert).getByRole('button', { name: TEXTS.retry })).toBeEnabled();
      });

      it(`17: opened offline: no request${row.offlineHint ? ', an offline hint' : ''}; after reconnecting exactly one request per read`, async () => {
        const expected = await fresh(example());
        onlineManager.setOnline(false);
        const app = mount(example());
        await waitFor(() => expect(app.querySelector('.stempeluhr-widget')?.childElementCount ?? 0).toBeGreaterThan(0));
        await pause(100);
        expect(requests).toEqual([]);
        expect(textOf(app)).not.toContain(CRASHED);
        if (row.offlineHint) expect(app.querySelector('[role="alert"]')?.textContent).toMatch(/offline/i);
        onlineManager.setOnline(true);
        await settled(app);
        await waitFor(() => expect(textOf(app)).toBe(expected.text), { timeout: 8000 });
        expect(countsOf(reads())).toEqual(countsOf(expected.reads));
      });
    }

    it('3: every attribute set again to the same value: no request, nothing changes', async () => {
      const app = mount(example());
      await settled(app);
      await pause(30);
      const before = textOf(app);
      requests = [];
      const el = app.querySelector(tag)!;
      for (const { name, value } of [...el.attributes]) el.setAttribute(name, value);
      await pause(100);
      expect(requests).toEqual([]);
      expect(textOf(app)).toBe(before);
    });

    if (typeof row.input !== 'string') {
      const { attribute, values } = row.input;

      it(`3: ${attribute} changed after mount: at most one request per read of the new value, then what a fresh mount shows`, async () => {
        const expected = await fresh(withAttribute(example(), tag, attribute, values[0]));
        const app = mount(example());
        await settled(app);
        await pause(30);
        requests = [];
        app.querySelector(tag)!.setAttribute(attribute, values[0]);
        await waitFor(() => expect(textOf(app)).toBe(expected.text), { timeout: 8000 });
        await pause(100);
        // Each read is one a fresh mount makes, sent at most once; a read that does not depend on the
        // attribute (a total, a list of teams) may come from the cache instead.
        for (const [url, count] of Object.entries(countsOf(reads()))) {
          expect(expected.reads, url).toContain(url);
          expect(count, url).toBe(1);
        }
      });

      it(`15: ${attribute} changed twice, the older answer arriving last: only the newest is shown`, async () => {
        const expected = await fresh(withAttribute(example(), tag, attribute, values[1]));
        const app = mount(example());
        await settled(app);
        await pause(30);
        // The next read (for the first new value) is answered 300 ms late; the one after at once.
        settings.faults = [{ method: 'GET', path: '*', latency: 300, times: 1 }];
        const el = app.querySelector(tag)!;
        el.setAttribute(attribute, values[0]);
        await pause(20);
        el.setAttribute(attribute, values[1]);
        await waitFor(() => expect(textOf(app)).toBe(expected.text), { timeout: 8000 });
        await pause(400);
        expect(textOf(app)).toBe(expected.text);
      });
    }

    it('27: no timer is left once the element is removed (fake timers, vi.getTimerCount)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const app = mount(example());
      const step = async () => {
        await vi.advanceTimersByTimeAsync(50);
        await sleep(5);
      };
      const until = performance.now() + 8000;
      while (!isSettled(app) && performance.now() < until) await step();
      expect(isSettled(app), textOf(app)).toBe(true);
      // Let the view's own timers run a while (break timer, flash timeout, debounces).
      await vi.advanceTimersByTimeAsync(1100);
      app.remove();
      await step();
      // The page-wide query cache keeps its garbage-collection timers by design; a page without widgets drops them.
      pageQueryClient().clear();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
}
