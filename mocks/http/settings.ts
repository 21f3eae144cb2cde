/** Switches of the emulated backend, set by tests, stories and the host demo. */
export interface Fault {
  /** HTTP method or '*' for any. */
  method: string;
  /** Path prefix the fault applies to, e.g. `/json/clockings`; '*' for every path. */
  path: string;
  /** Answer with this status instead of the real handler. */
  status?: number;
  /** Wait this long first (ms); `Infinity` hangs. */
  latency?: number;
  /** Fail like a dropped connection. */
  network?: boolean;
  /** Body for `status` (default: a German message, or a HTML debug page for 500). */
  body?: unknown;
}

export interface MockSettings {
  /** Token the page's meta tag carries; writes without it are answered 419. */
  csrfToken: string;
  /** Replaces the token comparison (the host demo checks per session). */
  csrfCheck: ((request: Request) => boolean) | null;
  /** A small delay on every answer, as a real network has (ms). */
  latency: number;
  faults: Fault[];
}

export const DEFAULT_CSRF_TOKEN = 'stempeluhr-test-csrf-token';

export const settings: MockSettings = {
  csrfToken: DEFAULT_CSRF_TOKEN,
  csrfCheck: null,
  latency: 0,
  faults: [],
};

export function resetSettings(partial: Partial<MockSettings> = {}): void {
  Object.assign(settings, { csrfToken: DEFAULT_CSRF_TOKEN, csrfCheck: null, latency: 0, faults: [] });
  for (const [key, value] of Object.entries(partial)) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
}

/**
 * Reads faults from a query string (the demo's `?fault=`; repeatable):
 * `fault=GET:/json/clockings:500`, `fault=*:/json/:network`, `fault=POST:*:latency=3000`.
 */
export function parseFaults(values: readonly string[]): Fault[] {
  const faults: Fault[] = [];
  for (const value of values) {
    const [method = '*', path = '*', what = ''] = value.split(':');
    const fault: Fault = { method: method.toUpperCase(), path };
    if (what === 'network') fault.network = true;
    else if (what === 'hang') fault.latency = Infinity;
    else if (what.startsWith('latency=')) fault.latency = Number(what.slice(8)) || 0;
    else if (/^\d{3}$/.test(what)) fault.status = Number(what);
    else continue;
    faults.push(fault);
  }
  return faults;
}
