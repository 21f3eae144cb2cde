import type { Decorator, Loader } from '@storybook/react-vite';
import { createQueryClient, WidgetShell, resetApiClient, resetPageQueryClient } from '@stempeluhr/core';
import { resetDb, resetSettings, type Fault } from '@mocks/index';

/** What a story may set in `parameters` to shape the emulated backend. */
export interface MockParameters {
  /** Fixed "now" of the backend (ISO string); default 2026-11-23 09:30 Berlin time. */
  mockNow?: string;
  /** Signed-in user of the emulated session (default 4, Max Müller). */
  mockUserId?: number;
  /** Injected faults, e.g. `[{ method: 'GET', path: '/json/clockings', status: 500 }]`. */
  mockFaults?: Fault[];
  /** Delay of every answer in ms (default 250: a story shows its loading state briefly). */
  mockLatency?: number;
}

export const STORY_NOW = '2026-11-23T09:30:00+01:00';

/**
 * The toolbar's role switch: who is signed in to the emulated backend (the same people as the host
 * demo's roles). "Wie in der Story" keeps the story's own `mockUserId`. The backend decides what
 * each role may read and write, so an admin view shows its refusal to an employee.
 */
export const STORY_ROLES = {
  story: { title: 'Wie in der Story', userId: undefined },
  employee: { title: 'Mitarbeiter (Max Müller)', userId: 4 },
  teamlead: { title: 'Teamleitung (Thomas Becker)', userId: 2 },
  admin: { title: 'Administration (Sabine Schröder)', userId: 1 },
  helpdesk: { title: 'Helpdesk-Leitung (Lukas Hoffmann)', userId: 6 },
} as const;
export const ROLE_ITEMS = Object.entries(STORY_ROLES).map(([value, role]) => ({ value, title: role.title }));

/**
 * The toolbar's switch „Nur Spezifikation“: the emulated backend in its spec-only mode (answers cut to
 * what the specification names, Laravel's 0/1 and UTC timestamps, 404 for calls outside the 75; see
 * docs/server-contract.md). Off by default.
 */
export const SPEC_ONLY_ITEMS = [
  { value: 'off', title: 'Alle Antworten des Mocks' },
  { value: 'on', title: 'Nur Spezifikation' },
];
export const STORY_CSRF_TOKEN = 'storybook-csrf-token';

type DateConstructor = typeof Date;

/**
 * In the browser, the page's clock runs from the story's "now" too, so that the break timer, "today"
 * and the week on screen agree with the emulated backend. (Tests fake time themselves.)
 */
function runBrowserClockFrom(iso: string): void {
  const holder = globalThis as { __realDate__?: DateConstructor };
  const RealDate = (holder.__realDate__ ??= Date);
  const offset = new RealDate(iso).getTime() - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
    // Dates made before the switch, or by a class that extended the real Date at load (@date-fns/tz's
    // TZDate), are dates too: without this, `value instanceof Date` is false for them and the view
    // treats them as ISO strings (icinga-master-scheduler crashed in the browser on `split`).
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
}

/**
 * The answer delay of a story that sets no `mockLatency`: 250 ms, so the loading state shows briefly;
 * the global `mockLatency` (URL `&globals=mockLatency:0`, as the story a11y suite sets it) overrides
 * it. A story's own `mockLatency` (a story of the loading state) always wins.
 */
function defaultLatency(globals: Record<string, unknown> | undefined): number {
  const value = globals?.mockLatency;
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : 250;
}

/** A fresh database and backend switches for every story. */
export const storyLoader: Loader = async ({ parameters, globals }) => {
  const p = parameters as MockParameters;
  const role = STORY_ROLES[(globals?.role as keyof typeof STORY_ROLES | undefined) ?? 'story'] ?? STORY_ROLES.story;
  resetDb({ now: new Date(p.mockNow ?? STORY_NOW), currentUserId: role.userId ?? p.mockUserId ?? 4 });
  const inTest = (globalThis as { __STEMPELUHR_MSW__?: unknown }).__STEMPELUHR_MSW__ !== undefined;
  if (!inTest) runBrowserClockFrom(p.mockNow ?? STORY_NOW);
  resetSettings({
    csrfToken: inTest ? undefined : STORY_CSRF_TOKEN,
    faults: p.mockFaults ?? [],
    latency: inTest ? 0 : (p.mockLatency ?? defaultLatency(globals)),
    specOnly: globals?.specOnly === 'on',
  });
  resetApiClient();
  resetPageQueryClient();
  return {};
};

/** Each story renders as the runtime renders a widget: its shell, a fresh query cache. */
export const storyDecorator: Decorator = (Story, context) => (
  // As the runtime mounts a widget: the shell (with its crash fallback) inside the `.stempeluhr-widget`
  // container, so the widget styles (contrast of the fallback's button on red) apply to it too.
  <div className="stempeluhr-widget">
    <WidgetShell name={context.title} queryClient={createQueryClient()}>
      <Story />
    </WidgetShell>
  </div>
);
