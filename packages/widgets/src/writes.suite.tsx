// The shared write suite: every view with a driver in test/write-drivers/ is mounted through its tag
// with the manifest's example, brought by a user's clicks and keys to its main write, and that write
// is put through RELIABILITY.md cases 8 (network error), 10 (419), 11 (422 at the fields, where the
// driver names the server's key), 14 (double click), 16 (removed while it runs) and 23 (no csrf-token
// meta). What the user typed must survive every failure.
import { TEST_NOW as NOW } from '@test/clock';
import { fillExample, pageQueryClient, resetApiClient, TEXTS, type TagName } from '@stempeluhr/core';
import { CONTRACTS } from '@stempeluhr/views/contracts';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, resetDb, server, settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { WRITE_DRIVERS } from '@test/write-drivers';
import { FIELD_ERRORS_DRIVEN, WRITE_DRIVEN } from '@test/write-driven';
import { mountHtml, pause, settled, textOf } from '@test/widget-page';
import { defineAllWidgets } from './define-all';
import { shardOf, type Shard } from '@test/shard';

const TAGS = Object.keys(WRITE_DRIVERS) as TagName[];

let requests: Array<{ method: string; path: string }> = [];
const track = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push({ method: request.method, path: url.pathname + url.search });
};

/** The write suite over the views of `shard` (the files `writes.N.test.tsx` run its parts side by side). */
export function writeSuite(shard: Shard): void {
  beforeAll(() => defineAllWidgets());

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // The page's clock stands at the emulated "now" (only Date; timers run).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetDb({ now: NOW });
    requests = [];
    server.events.on('request:start', track);
    const client = pageQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 5 } });
  });

  afterEach(async () => {
    server.events.removeListener('request:start', track);
    // As a host page does: the widgets are removed (their dialogs, portals in <body>, go with them)
    // before the test set-up empties the page.
    for (const app of mounted.splice(0)) app.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  const mounted: HTMLElement[] = [];

  function mount(html: string): HTMLElement {
    const app = mountHtml(html);
    mounted.push(app);
    return app;
  }

  /** An alert anywhere on the page (dialogs and toasts may be portals) that says `text`. */
  async function alertSaying(text: string): Promise<HTMLElement> {
    return waitFor(
      () => {
        const alert = [...document.body.querySelectorAll<HTMLElement>('[role="alert"]')].find((a) => a.textContent?.includes(text));
        expect(alert, `Meldung „${text}“ in: ${textOf(document.body)}`).toBeTruthy();
        return alert!;
      },
      { timeout: 8000 },
    );
  }

  /** A user who needs no delay between events (the writes, not the typing, are under test). */
  const newUser = () => userEvent.setup({ delay: null });

  describe.each(shardOf(TAGS, shard))('<%s>', (tag) => {
    const driver = WRITE_DRIVERS[tag]!;
    const example = () => fillExample(CONTRACTS[tag]!.example);
    const { method, path } = driver.write;
    const matching = () => requests.filter((r) => r.method === method && r.path.startsWith(path));
    const fault = (extra: Record<string, unknown>) => [{ method, path, ...extra }];
    const signIn = () => {
      if (driver.signedInAs !== undefined) db.currentUserId = driver.signedInAs;
    };
    beforeEach(signIn);

    /** Mounts the example, waits until it is settled and lets the driver bring it to the sending click. */
    async function armed() {
      const app = mount(example());
      await settled(app);
      const user = newUser();
      const control = await driver.arm(app, user);
      return { app, user, control };
    }

    /** Mounts, arms and clicks once; returns how many matching requests that one click sent. */
    async function oneClick(): Promise<{ app: HTMLElement; sent: number }> {
      const { app, user, control } = await armed();
      const before = matching().length;
      await user.click(control);
      await waitFor(() => expect(matching().length).toBeGreaterThan(before), { timeout: 8000 });
      // A write of several calls (a scheduler week) sends them one after the other: wait for the last.
      let count = -1;
      while (count !== matching().length) {
        count = matching().length;
        await pause(150);
      }
      return { app, sent: count - before };
    }

    async function kept(app: HTMLElement) {
      if (!driver.kept) return;
      await waitFor(() => {
        const field = driver.kept!.field(app);
        const value =
          field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
            ? field.value
            : textOf(field);
        expect(value, 'was der Benutzer eingegeben hat').toBe(driver.kept!.value);
      });
    }

    it(`the driver's click sends ${method} ${path} (the ground the cases below stand on)`, async () => {
      const { sent } = await oneClick();
      expect(sent).toBeGreaterThan(0);
    });

    it('14: a double click sends the write no more often than one click does', async () => {
      const { app, sent } = await oneClick();
      app.remove();
      pageQueryClient().clear();
      resetDb({ now: NOW });
      signIn();
      requests = [];
      // The answer takes a moment, as on a real network: the second click lands while the first runs.
      settings.faults = fault({ latency: 400 });
      const { user, control } = await armed();
      await user.dblClick(control);
      await waitFor(() => expect(matching().length).toBeGreaterThan(0), { timeout: 8000 });
      await pause(400 * sent + 600);
      expect(matching().length).toBe(sent);
    });

    it('8: a network error on the write says so in German, keeps what was entered, and the control works again', async () => {
      settings.faults = fault({ network: true });
      const { app, user, control } = await armed();
      await user.click(control);
      await alertSaying(TEXTS.network);
      await kept(app);
      if (control.isConnected) {
        await waitFor(() => {
          expect(control).not.toBeDisabled();
          expect(control).not.toHaveAttribute('aria-disabled', 'true');
        });
      }
    });

    it('10: a 419 on the write says "Sitzung abgelaufen", keeps what was entered and is not sent again', async () => {
      settings.faults = fault({ status: 419 });
      const { app, user, control } = await armed();
      await user.click(control);
      await alertSaying(TEXTS.sessionExpired);
      await kept(app);
      const sent = matching().length;
      await pause(300);
      // One request: a refused session is not retried behind the user's back (a write of several
      // calls stops at the first refusal).
      expect(sent).toBe(1);
      expect(matching().length).toBe(sent);
    });

    const { serverField, kept: keptField } = driver;
    if (serverField && keptField)
      it(`11: a 422 puts the server's message at the field (${serverField}), focuses it, shows the rest in the banner and keeps the value`, async () => {
        const atField = 'Vom Server abgelehnt: bitte diesen Wert prüfen.';
        const elsewhere = 'Ein weiterer Hinweis des Servers.';
        settings.faults = fault({
          status: 422,
          body: { message: 'Die Eingaben sind ungültig.', errors: { [serverField]: [atField], unbekanntes_feld: [elsewhere] } },
        });
        const { app, user, control } = await armed();
        await user.click(control);
        await waitFor(() => expect(keptField.field(app)).toHaveAttribute('aria-invalid', 'true'));
        expect(keptField.field(app)).toHaveAccessibleDescription(expect.stringContaining(atField));
        await waitFor(() => expect(keptField.field(app)).toHaveFocus());
        await alertSaying(elsewhere);
        await kept(app);
        expect(matching()).toHaveLength(1);
      });

    if (!serverField)
      it("11: a 422 (no field of this view named) shows the server's messages as text in an alert; nothing typed is lost", async () => {
        const message = 'Die Eingaben sind ungültig.';
        const unmatched = 'Vom Server abgelehnt: <b>bitte</b> erneut prüfen.';
        settings.faults = fault({ status: 422, body: { message, errors: { unbekanntes_feld: [unmatched] } } });
        const { app, user, control } = await armed();
        await user.click(control);
        const alert = await alertSaying(unmatched);
        expect(alert.querySelector('b')).toBeNull();
        await kept(app);
        expect(matching().length).toBeGreaterThan(0);
      });

    it('16: removed from the page while the write runs: no error, no crash, nothing sent after it', async () => {
      settings.faults = fault({ latency: Infinity });
      const { app, user, control } = await armed();
      void user.click(control);
      await waitFor(() => expect(matching().length).toBeGreaterThan(0), { timeout: 8000 });
      const count = requests.length;
      app.remove();
      // Dialogs rendered into a portal go with their widget.
      await pause(300);
      expect(requests.length).toBe(count);
      expect(textOf(document.body)).not.toContain(TEXTS.widgetCrashed);
      expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    });

    it('23: without the csrf-token meta nothing is sent and the view says why, keeping what was entered', async () => {
      document.head.innerHTML = '';
      resetApiClient();
      expectConsole('error', /CSRF token not found/);
      const { app, user, control } = await armed();
      await user.click(control);
      await alertSaying(TEXTS.missingToken);
      await kept(app);
      expect(matching()).toEqual([]);
    });
  });

  if (shard.index === 1)
    it('the drivers and the matrix agree on which views the write suite covers', () => {
      expect([...TAGS].sort()).toEqual([...WRITE_DRIVEN].sort());
      const withFieldErrors = TAGS.filter((tag) => WRITE_DRIVERS[tag]!.serverField && WRITE_DRIVERS[tag]!.kept);
      expect(withFieldErrors.sort()).toEqual([...FIELD_ERRORS_DRIVEN].sort());
    });
}
