// Every story in Chromium (issue 8, item 4; issue 22: one browser for the story suites): each story of the
// static Storybook build renders, its play function passes, it shows something once loading is over, the
// console stays free of errors and warnings (a request the emulated backend does not answer is one: a 404),
// and axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and label-in-name finds nothing in its settled state.
// The stories come from storybook-static/index.json, so a new story is checked the day it is written.
// (Vitest keeps only the checks of the story files themselves: stories/stories.test.tsx.)
//
// Speed: each worker opens the preview iframe once and switches stories through Storybook's channel
// (`setCurrentStory`, then `storyFinished`), as the manager does, without reloading the page.
import type AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AXE_ALREADY_LOADED, wcagAxe } from '../e2e/support/axe';

const here = dirname(fileURLToPath(import.meta.url));
const indexFile = join(here, '../storybook-static/index.json');
if (!existsSync(indexFile)) throw new Error('storybook-static/index.json fehlt: erst `npm run build-storybook` ausführen.');

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}
const STORIES = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
  (e) => e.type === 'story',
);

/** A story that sets an answer delay this long shows its loading state on purpose: that is what is checked. */
const LOADING_STORY_LATENCY = 10_000;

/**
 * Globals for the whole run: the addon's own axe run after every render is off (this suite runs
 * axe once the story has settled), and a story without its own `mockLatency` gets answers at once.
 */
const RUN_GLOBALS = { a11y: { manual: true }, mockLatency: 0 };

/**
 * axe-core is put into the preview once per worker (the page is never reloaded); AxeBuilder's
 * `axeSource` then only checks it is there instead of evaluating 550 KB of source again for every
 * story (≈150 ms each). Legacy mode runs `axe.run` in the page: the preview has no frames, so the
 * cross-frame `runPartial`/`finishRun` path (a blank page opened per analysis) buys nothing here.
 */
/** More elements than this (a story of thousands of rows): axe needs tens of seconds, so the test gets longer. */
const LARGE_DOM = 5_000;

interface Outcome {
  status: string;
  error?: string;
}

/**
 * Lines that are not the views': Chromium's network log of the error answers a story asks the emulated
 * backend for (an unanswered request is caught by its response instead, below); Chromium's note when a
 * play function types into a native date or time field key by key (the field's value is a partial string
 * meanwhile, which a person typing never produces); and the contract warning the test set-up allows too
 * (test/setup.ts: a story of an unreadable answer shows it).
 */
const NOT_THE_VIEWS = [
  /^Failed to load resource: (the server responded with a status of \d+|net::ERR_FAILED)/,
  /^The specified value ".*" does not conform to the required format/,
  /^\[stempeluhr\] Vertrag: /,
];

/** What the preview printed as an error or warning (and uncaught errors), per page, since the last story began. */
const CONSOLE = new WeakMap<Page, string[]>();

/** The preview iframe, loaded once per worker. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
      const page = await context.newPage();
      const printed: string[] = [];
      CONSOLE.set(page, printed);
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && !NOT_THE_VIEWS.some((pattern) => pattern.test(m.text()))) {
          printed.push(`${m.type()}: ${m.text()}`);
        }
      });
      // An answer the emulated backend did not give (its service worker lets it through to the static server).
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.fromServiceWorker())
          printed.push(`unbeantwortet: ${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (e) => printed.push(`uncaught: ${e.message}`));
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(
        () =>
          (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue !==
          undefined,
      );
      await page.evaluate(axe.source);
      await page.evaluate((globals) => {
        (
          window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit(event: string, payload: unknown): void } } }
        ).__STORYBOOK_PREVIEW__.channel.emit('updateGlobals', { globals });
      }, RUN_GLOBALS);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows the story as the manager would, and resolves once its render and play function are over. */
async function showStory(page: Page, storyId: string): Promise<Outcome> {
  return page.evaluate(
    (id) =>
      new Promise<Outcome>((resolve) => {
        type Channel = {
          on(event: string, fn: (arg: unknown) => void): void;
          off(event: string, fn: (arg: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: Channel } }).__STORYBOOK_PREVIEW__.channel;
        let error: string | undefined;
        const message = (arg: unknown) =>
          arg && typeof arg === 'object' && 'message' in arg ? String((arg as { message: unknown }).message) : JSON.stringify(arg);
        const failures: Record<string, (arg: unknown) => void> = {
          playFunctionThrewException: (arg) => (error ??= `play-Funktion fehlgeschlagen: ${message(arg)}`),
          storyThrewException: (arg) => (error ??= `Story wirft: ${message(arg)}`),
          storyErrored: (arg) => (error ??= `Story-Fehler: ${message(arg)}`),
        };
        const finish = (status: string) => {
          for (const [event, fn] of Object.entries(failures)) channel.off(event, fn);
          channel.off('storyFinished', onFinished);
          channel.off('storyMissing', onMissing);
          resolve({ status, error });
        };
        const onFinished = (arg: unknown) => {
          const finished = arg as { storyId?: string; status?: string };
          if (finished.storyId === id) finish(finished.status ?? 'success');
        };
        const onMissing = () => finish('missing');
        for (const [event, fn] of Object.entries(failures)) channel.on(event, fn);
        channel.on('storyFinished', onFinished);
        channel.on('storyMissing', onMissing);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** Settled: nothing loads any more (unless the story is about loading), no transition is under way. */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (loadingLatency) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { mockLatency?: number } } } } }
      ).__STORYBOOK_PREVIEW__;
      const showsLoading = (preview.currentRender?.story?.parameters?.mockLatency ?? 0) >= loadingLatency;
      if (!showsLoading && document.querySelector('[aria-busy="true"]')) return false;
      // Fades (Bootstrap's modal, alerts): axe measures colours, so wait for the end state.
      return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    },
    LOADING_STORY_LATENCY,
    { timeout: 15_000 },
  );
}

function describeViolations(storyId: string, violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${storyId}: ${v.id} (${v.impact ?? '–'}) ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
    ),
  );
}

const BY_TITLE = new Map<string, IndexEntry[]>();
for (const story of STORIES) BY_TITLE.set(story.title, [...(BY_TITLE.get(story.title) ?? []), story]);

for (const [title, stories] of BY_TITLE) {
  test.describe(title, () => {
    for (const story of stories) {
      test(`${story.name} (${story.id}): rendert, spielt, Konsole sauber, keine WCAG-2.2-A/AA-Verletzung`, async ({ preview }) => {
        const printed = CONSOLE.get(preview) ?? [];
        printed.length = 0;
        const outcome = await showStory(preview, story.id);
        expect(outcome.error, `${story.id} rendert nicht wie beschrieben`).toBeUndefined();
        expect(outcome.status, story.id).toBe('success');
        await waitUntilSettled(preview);
        // A crashed story shows the shell's fallback instead of its state: that is not what is to be checked.
        await expect(preview.getByText('Dieser Bereich konnte nicht angezeigt werden.'), `${story.id} stürzt ab`).toHaveCount(0);
        expect((await preview.locator('#storybook-root').textContent())?.trim(), `${story.id} zeigt nichts`).toBeTruthy();
        // A story that shows a configuration error announces what it prints (`parameters.expectedConsoleErrors`).
        const announced = await preview.evaluate(
          () =>
            (
              window as unknown as {
                __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { expectedConsoleErrors?: RegExp } } } };
              }
            ).__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.expectedConsoleErrors?.source ?? null,
        );
        const unexpected = printed.filter((line) => !(announced && new RegExp(announced).test(line)));
        expect(unexpected, `${story.id} schreibt in die Konsole`).toEqual([]);
        if ((await preview.evaluate(() => document.getElementsByTagName('*').length)) > LARGE_DOM) test.setTimeout(180_000);
        // WCAG 2.2 A/AA and label-in-name (support/axe.ts), the same rules as on the demo pages.
        const result = await wcagAxe(preview, { resultTypes: ['violations'] }, AXE_ALREADY_LOADED)
          .setLegacyMode(true)
          .analyze();
        const found = describeViolations(story.id, result.violations);
        expect(found, `axe findet in ${story.id}:\n${found.join('\n')}`).toEqual([]);
      });
    }
  });
}
