// The acceptance test of issue 19 ("The views against the real server"), in the vitest project
// `spec-only`: the emulated backend answers only what the specification shows (mocks/spec-only/), the
// way a Laravel server sends it. Every registered view, mounted through its tag with the manifest's
// example, must show its main content there; every view with a write driver (test/write-drivers/)
// must get its main write through.
import { TEST_NOW as NOW } from '@test/clock';
import { EXAMPLE_DEFAULTS, fillExample, pageQueryClient, TAG_NAMES, TEXTS, type TagName } from '@stempeluhr/core';
import { CONTRACTS } from '@stempeluhr/views/contracts';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUser } from '@mocks/db';
import { db, resetDb, server, settings } from '@mocks/node';
import { consoleGuard } from '@test/console-guard';
import { WRITE_DRIVERS } from '@test/write-drivers';
import { mountHtml, pause, settled, textOf } from '@test/widget-page';
import { defineAllWidgets } from './define-all';

// A successful write may reload the page or go to the page the spec names (flip-flow, working hours).
vi.mock('@stempeluhr/core', async (original) => ({
  ...(await original<typeof import('@stempeluhr/core')>()),
  navigateTo: vi.fn(() => true),
  reloadPage: vi.fn(),
}));

/** The seeded admin (Sabine Schröder): the page of an admin view is hers (as in test/write-drivers/). */
const ADMIN = 1;
/**
 * Whose page it is, where the default session user (4) is not the one the page is rendered for (a
 * driver's `signedInAs` wins): admin pages are the admin's; the examples' own-day views show user 5
 * (`{{userJson}}`), so the page is user 5's; the Icinga-Master team is read by its member (10, as in
 * its stories).
 */
const PAGE_USER: Partial<Record<TagName, number>> = {
  'users-index-view': ADMIN,
  'timetacking-history-view': ADMIN,
  'day-overview': 5,
  'timetracking-add-day': 5,
  'team-overview': 5,
  'icinga-master-team-overview': 10,
};

/** What a view must never show in spec-only mode. */
const FORBIDDEN_TEXTS = [TEXTS.unexpectedResponse, TEXTS.notFound, 'Not Found'];

let requests: Array<{ method: string; path: string; body: Promise<string> }> = [];
/** The body a request carried ('' when it cannot be read again). */
function bodyOf(request: Request): Promise<string> {
  try {
    return request
      .clone()
      .text()
      .catch(() => '');
  } catch {
    return Promise.resolve('');
  }
}

const track = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push({ method: request.method, path: url.pathname + url.search, body: bodyOf(request) });
};

beforeAll(() => defineAllWidgets());

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetDb({ now: NOW });
  requests = [];
  server.events.on('request:start', track);
});

const mounted: HTMLElement[] = [];

afterEach(async () => {
  server.events.removeListener('request:start', track);
  for (const app of mounted.splice(0)) app.remove();
  await pause(20);
});

function mount(tag: TagName): HTMLElement {
  const contract = CONTRACTS[tag];
  expect(contract, `<${tag}> hat keinen Tag-Vertrag`).toBeTruthy();
  // The page renders the signed-in user's dn where the example has {{userDn}} (flip-flow's loggedInUserDn).
  const app = mountHtml(fillExample(contract!.example, { ...EXAMPLE_DEFAULTS, userDn: findUser(db.currentUserId)?.dn ?? '' }));
  mounted.push(app);
  return app;
}

/** The page's session user for `tag`. */
function signIn(tag: TagName): void {
  const user = WRITE_DRIVERS[tag]?.signedInAs ?? PAGE_USER[tag];
  if (user !== undefined) db.currentUserId = user;
}

/** What the page says is wrong: error alerts, forbidden texts, the views' contract reports. */
function problems(app: HTMLElement): string[] {
  const found: string[] = [];
  const text = textOf(document.body);
  for (const forbidden of FORBIDDEN_TEXTS) if (text.includes(forbidden)) found.push(`zeigt „${forbidden}“`);
  for (const alert of document.body.querySelectorAll('[role="alert"]:not(.alert-warning), .alert-danger')) {
    const said = textOf(alert);
    if (said !== '') found.push(`Fehlermeldung: „${said.slice(0, 160)}“`);
  }
  if (!app.isConnected) found.push('die Ansicht ist nicht mehr auf der Seite');
  for (const line of consoleGuard.calls('warn')) if (line.startsWith('[stempeluhr] Vertrag:')) found.push(line);
  return [...new Set(found)];
}

/** The view's text without its headings: its main content. */
function contentBeyondHeadings(app: HTMLElement): string {
  const copy = app.cloneNode(true) as HTMLElement;
  for (const heading of copy.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"], legend, caption')) heading.remove();
  return textOf(copy);
}

describe.each([...TAG_NAMES])('<%s> in spec-only mode', (tag) => {
  beforeEach(() => signIn(tag));

  it('shows its main content: no unexpected answer, no „nicht gefunden“, no English server text, no error alert', async () => {
    expect(settings.specOnly).toBe(true);
    const app = mount(tag);
    await settled(app);
    await waitFor(() => expect(pageQueryClient().isFetching()).toBe(0), { timeout: 8000 });
    await pause(50);
    expect(problems(app), textOf(app)).toEqual([]);
    expect(contentBeyondHeadings(app), 'Inhalt über die Überschrift hinaus').not.toBe('');
  });

  const driver = WRITE_DRIVERS[tag];
  if (driver) {
    it(`gets its main write through (${driver.write.method} ${driver.write.path})`, async () => {
      const { method, path } = driver.write;
      const matching = () => requests.filter((r) => r.method === method && r.path.startsWith(path));
      const app = mount(tag);
      await settled(app);
      const user = userEvent.setup({ delay: null });
      const control = await driver.arm(app, user);
      expect(problems(app), 'vor dem Schreiben').toEqual([]);
      await user.click(control);
      await waitFor(() => expect(matching().length, 'der Schreibaufruf ging hinaus').toBeGreaterThan(0), { timeout: 8000 });
      // A write of several calls (a scheduler week) sends them one after the other: wait for the last.
      let count = -1;
      while (count !== matching().length) {
        count = matching().length;
        await pause(200);
      }
      await waitFor(() => expect(pageQueryClient().isFetching()).toBe(0), { timeout: 8000 });
      await pause(100);
      expect(problems(app), textOf(document.body)).toEqual([]);
      // Each request of the write went out once: no retry, no double send.
      const sent = await Promise.all(matching().map(async (r) => `${r.method} ${r.path} ${await r.body}`));
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent).size, sent.join('\n')).toBe(sent.length);
    });
  }
});
