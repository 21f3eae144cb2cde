/** Switches of the emulated backend, set by tests, stories and the host demo. */
export interface Fault {
  /** HTTP method or '*' for any. */
  method: string;
  /**
   * Path prefix the fault applies to, e.g. `/json/clockings`; '*' for every path. A prefix with `?`
   * is matched against path and query (`/json/clocking/week-overview?date=2026-11-16`).
   */
  path: string;
  /** Answer with this status instead of the real handler. */
  status?: number;
  /** Wait this long first (ms); `Infinity` hangs. */
  latency?: number;
  /** Fail like a dropped connection. */
  network?: boolean;
  /** Body for `status` (default: a German message, or a HTML debug page for 500); alone: a 200 with this JSON. */
  body?: unknown;
  /** Answer 200 with an HTML login page instead of JSON (a session that ran out behind a proxy). */
  html?: boolean;
  /** Only the next N matching requests; then the fault is spent (default: every request). */
  times?: number;
}

export interface MockSettings {
  /** Token the page's meta tag carries; writes without it are answered 419. */
  csrfToken: string;
  /** Replaces the token comparison (the host demo checks per session). */
  csrfCheck: ((request: Request) => boolean) | null;
  /** A small delay on every answer, as a real network has (ms). */
  latency: number;
  faults: Fault[];
  /**
   * Spec-only mode: answers cut to what the specification names, Laravel's value types (0/1, decimal
   * strings, UTC timestamps), 404 for calls outside the 75 (mocks/spec-only/).
   */
  specOnly: boolean;
}

export const DEFAULT_CSRF_TOKEN = 'stempeluhr-test-csrf-token';

export const settings: MockSettings = {
  csrfToken: DEFAULT_CSRF_TOKEN,
  csrfCheck: null,
  latency: 0,
  faults: [],
  specOnly: false,
};

export function resetSettings(partial: Partial<MockSettings> = {}): void {
  Object.assign(settings, { csrfToken: DEFAULT_CSRF_TOKEN, csrfCheck: null, latency: 0, faults: [], specOnly: false });
  for (const [key, value] of Object.entries(partial)) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
}

/**
 * Reads faults from a query string (the demo's `?fault=`; repeatable): `METHOD:PATH:WHAT[;times=N]`.
 * WHAT is a status (`500`, `419`, `401`), `network`, `hang`, `latency=3000`, `html` (a 200 HTML page
 * instead of JSON) or `body=<json>` (a 200 with that body; last, it may hold `:` and `;`); a status
 * takes a body too: `403;body={"message":"Nein"}`. Examples: `fault=GET:/json/clockings:500`,
 * `fault=*:/json/:network;times=2`, `fault=POST:*:latency=3000`, `fault=GET:/json/clockings:html`.
 * Malformed entries are skipped.
 */
export function parseFaults(values: readonly string[]): Fault[] {
  const faults: Fault[] = [];
  for (const value of values) {
    const [method = '*', path = '*', ...rest] = value.split(':');
    let what = rest.join(':');
    let body: string | null = null;
    const bodyAt = what.indexOf('body=');
    if (bodyAt >= 0) {
      body = what.slice(bodyAt + 5);
      what = what.slice(0, bodyAt).replace(/;$/, '');
    }
    const [kind = '', ...options] = what.split(';');
    const fault: Fault = { method: method.toUpperCase() || '*', path: path || '*' };
    if (kind === 'network') fault.network = true;
    else if (kind === 'hang') fault.latency = Infinity;
    else if (kind === 'html') fault.html = true;
    else if (kind.startsWith('latency=')) fault.latency = Number(kind.slice(8)) || 0;
    else if (/^\d{3}$/.test(kind) && Number(kind) >= 200 && Number(kind) <= 599) fault.status = Number(kind);
    else if (kind !== '' || body === null) continue;
    if (body !== null) {
      try {
        fault.body = JSON.parse(body) as unknown;
      } catch {
        continue;
      }
    }
    for (const option of options) {
      const times = /^times=(\d+)$/.exec(option);
      if (times && Number(times[1]) > 0) fault.times = Number(times[1]);
    }
    faults.push(fault);
  }
  return faults;
}
