// The shared reliability suite: every registered view, mounted through its tag with the manifest's
// example, must survive the same cases (RELIABILITY.md). A view is covered the day it is registered.
import { TEST_NOW } from '@test/clock';
import { fillExample, pageQueryClient, propSpecs, type TagName } from '@stempeluhr/core';
import { CONTRACTS } from '@stempeluhr/views/contracts';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDb, server, settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { mountHtml, settled } from '@test/widget-page';
import { defineAllWidgets } from './define-all';
import { shardOf, type Shard } from '@test/shard';

const BUILT = Object.keys(VIEW_LOADERS) as TagName[];
const CRASHED = 'Dieser Bereich konnte nicht angezeigt werden.';

let requests: string[] = [];
const track = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url).pathname + new URL(request.url).search);
};

/** The reliability suite over the views of `shard` (the files `reliability.N.test.tsx` run its parts side by side). */
export function reliabilitySuite(shard: Shard): void {
  beforeAll(() => defineAllWidgets());

  beforeEach(() => {
    // Roots are made by the elements, outside act(), as on a real page.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetDb({ now: TEST_NOW });
    requests = [];
    server.events.on('request:start', track);
    // The page's retry policy (two retries for reads, none for client errors) with its waits shortened, as
    // in the fault and write suites: the cases here are about what is shown after the retries, not when.
    const client = pageQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 5 } });
  });

  afterEach(() => {
    server.events.removeListener('request:start', track);
  });

  function mount(html: string): HTMLElement {
    const app = mountHtml(html);
    app.id = 'app';
    return app;
  }

  describe.each(shardOf(BUILT, shard))('<%s>', (tag) => {
    const contract = CONTRACTS[tag]!;
    const example = () => fillExample(contract.example);

    it('renders its manifest example with visible content and no crash', async () => {
      const app = mount(example());
      await settled(app);
      await waitFor(() => expect(app.textContent?.trim().length ?? 0).toBeGreaterThan(0));
      expect(app.textContent).not.toContain(CRASHED);
    });

    it('stays one root when moved, re-appended or removed and never requests while detached', async () => {
      const app = mount(example());
      await settled(app);
      const el = app.querySelector(tag)!;
      const other = document.createElement('section');
      document.body.appendChild(other);
      other.appendChild(el);
      await new Promise((r) => setTimeout(r, 0));
      expect(el.querySelectorAll(':scope > .stempeluhr-widget')).toHaveLength(1);
      el.remove();
      await new Promise((r) => setTimeout(r, 0));
      expect(el.querySelectorAll('.stempeluhr-widget')).toHaveLength(0);
      const before = requests.length;
      await new Promise((r) => setTimeout(r, 50));
      expect(requests.length).toBe(before);
      other.appendChild(el);
      await waitFor(() => expect(el.querySelectorAll(':scope > .stempeluhr-widget')).toHaveLength(1));
    });

    it('leaves no interval and no window/document listener behind when removed', async () => {
      const live = new Set<unknown>();
      const realSet = window.setInterval.bind(window);
      const realClear = window.clearInterval.bind(window);
      vi.spyOn(window, 'setInterval').mockImplementation(((fn: TimerHandler, ms?: number) => {
        const id = realSet(fn, ms);
        live.add(id);
        return id;
      }) as typeof window.setInterval);
      vi.spyOn(window, 'clearInterval').mockImplementation(((id?: number) => {
        live.delete(id);
        realClear(id);
      }) as typeof window.clearInterval);
      const balance = new Map<string, number>();
      for (const target of [window, document] as EventTarget[]) {
        const name = target === window ? 'window' : 'document';
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        type Listen = (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) => void;
        vi.spyOn(target, 'addEventListener').mockImplementation(((type, listener, options) => {
          balance.set(`${name}:${type}`, (balance.get(`${name}:${type}`) ?? 0) + 1);
          add(type, listener, options);
        }) as Listen);
        vi.spyOn(target, 'removeEventListener').mockImplementation(((type, listener, options) => {
          balance.set(`${name}:${type}`, (balance.get(`${name}:${type}`) ?? 0) - 1);
          remove(type, listener, options);
        }) as Listen);
      }
      const app = mount(example());
      await settled(app);
      await new Promise((r) => setTimeout(r, 1100));
      app.remove();
      await new Promise((r) => setTimeout(r, 50));
      expect([...live]).toEqual([]);
      // React's own root listeners sit on the container, not here; what a view adds it must take away.
      const unbalanced = [...balance].filter(([, n]) => n > 0).map(([k]) => k);
      expect(unbalanced).toEqual([]);
    });

    const typed = propSpecs(contract).filter((p) => ['id', 'date', 'integer', 'boolean', 'json', 'enum', 'url'].includes(p.type));
    it.each(typed.length > 0 ? typed.map((p) => p.attribute) : ['(keine typisierten Attribute)'])(
      'junk in attribute %s: a German configuration error, never a request to /NaN or /undefined',
      async (attribute) => {
        if (typed.length === 0) return expect(propSpecs(contract).every((p) => p.type === 'string')).toBe(true);
        const errors = expectConsole('error', new RegExp(`<${tag}>: Attribut „${attribute}“`));
        const junk = `<${tag}`;
        const html = example()
          .replace(new RegExp(`\\s:?${attribute}=("[^"]*"|'[^']*')`), '')
          .replace(junk, `${junk} ${attribute}="javascript:2024-13-45{abc"`);
        const app = mount(html);
        await waitFor(() => expect(app.textContent).toContain('Konfigurationsfehler'));
        expect(app.textContent).toContain(`Attribut „${attribute}“`);
        await waitFor(() => expect(errors().length).toBeGreaterThan(0));
        for (const url of requests) expect(url).not.toMatch(/NaN|undefined|null/);
      },
    );

    const required = propSpecs(contract).filter((p) => p.required);
    if (required.length > 0) {
      it('without its required attributes: the error names them and no request is made', async () => {
        expectConsole('error', new RegExp(`<${tag}>: Attribut`));
        const app = mount(`<${tag}></${tag}>`);
        await waitFor(() => expect(app.textContent).toContain('Konfigurationsfehler'));
        for (const p of required) expect(app.textContent).toContain(`Attribut „${p.attribute}“ fehlt`);
        await new Promise((r) => setTimeout(r, 50));
        expect(requests).toEqual([]);
      });
    }

    it('every answer a 500 with an HTML debug page: no crash, the HTML is never rendered', async () => {
      settings.faults = [{ method: '*', path: '*', status: 500 }];
      const app = mount(example());
      await settled(app);
      await new Promise((r) => setTimeout(r, 50));
      expect(app.textContent).not.toContain(CRASHED);
      expect(app.textContent).not.toContain('Whoops');
      expect(app.querySelector('img')).toBeNull();
    });

    it('payload drift (a 200 HTML login page instead of JSON): no crash', async () => {
      server.use(
        http.all(
          '*',
          () => new HttpResponse('<!doctype html><form action="/login">Anmelden</form>', { headers: { 'Content-Type': 'text/html' } }),
        ),
      );
      const app = mount(example());
      await settled(app);
      await new Promise((r) => setTimeout(r, 50));
      expect(app.textContent).not.toContain(CRASHED);
      expect(app.querySelector('form[action="/login"]')).toBeNull();
    });
  });
}
