// Where a view sends the browser, recorded instead of followed (jsdom cannot leave its document): the page's
// `location` with `assign` and `reload` recorded, for the rest of the test. A stub of the global, not a mocked
// module, so the file shares its worker's module graph (vitest.config.ts: a `vi.mock` isolates its file).
import { beforeEach, onTestFinished, vi } from 'vitest';

export interface RecordedNavigation {
  /** The addresses the page was sent to, absolute (as `navigateTo` hands them to the browser). */
  assign: ReturnType<typeof vi.fn<(href: string) => void>>;
  reload: ReturnType<typeof vi.fn<() => void>>;
}

export function recordNavigation(): RecordedNavigation {
  const assign = vi.fn<(href: string) => void>();
  const reload = vi.fn<() => void>();
  // The real location behind the recorder, read live (a test may move the address with history.pushState).
  const real = window.location;
  const recorded: Record<string, unknown> = { assign, reload, toString: () => real.href };
  for (const key of ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const) {
    Object.defineProperty(recorded, key, { enumerable: true, get: () => real[key] });
  }
  vi.stubGlobal('location', recorded);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { assign, reload };
}

/**
 * For every test of the file (call it at the top level or in a describe): the page's navigation recorded
 * afresh before each test; the handle reads the current test's record.
 */
export function recordNavigationInEachTest(): RecordedNavigation {
  let current: RecordedNavigation | undefined;
  beforeEach(() => {
    current = recordNavigation();
  });
  const now = () => {
    if (!current) throw new Error('recordNavigationInEachTest: only inside a test');
    return current;
  };
  return {
    get assign() {
      return now().assign;
    },
    get reload() {
      return now().reload;
    },
  };
}

/** The absolute address of a path on the test page, as the browser is sent to it. */
export function pageUrl(path: string): string {
  return new URL(path, window.location.href).href;
}
