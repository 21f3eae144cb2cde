// The contract checker (packages/contract): a recording of the old application, as a HAR file, read
// with the views' own schemas. Synthetic recordings built here: answers of the emulated backend in its
// spec-only mode, and hand-written answers in the forms a Laravel server sends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '@mocks/node';
import { DEFAULT_CSRF_TOKEN } from '@mocks/http/settings';
import { BASE } from '@mocks/testing/http';
import { checkHar } from '../packages/contract/check';
import { runCli } from '../packages/contract/cli';
import { createMatcher } from '../packages/contract/match';

interface Recorded {
  method: string;
  url: string;
  status?: number;
  mimeType?: string;
  text?: string;
  encoding?: 'base64';
  resourceType?: string;
}

/** A HAR 1.2 file as Chrome writes it (Firefox: the same without `_resourceType`). */
function har(entries: readonly Recorded[]): string {
  return JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      entries: entries.map((e) => ({
        startedDateTime: '2026-11-23T08:00:00.000Z',
        time: 12,
        request: {
          method: e.method,
          url: e.url,
          httpVersion: 'HTTP/1.1',
          headers: [],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: 0,
        },
        response: {
          status: e.status ?? 200,
          statusText: 'OK',
          httpVersion: 'HTTP/1.1',
          headers: [],
          cookies: [],
          content: {
            size: e.text?.length ?? 0,
            mimeType: e.mimeType ?? 'application/json',
            ...(e.text === undefined ? {} : { text: e.text }),
            ...(e.encoding ? { encoding: e.encoding } : {}),
          },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
        },
        ...(e.resourceType === undefined ? { _resourceType: 'xhr' } : e.resourceType === '' ? {} : { _resourceType: e.resourceType }),
        cache: {},
        timings: { send: 0, wait: 10, receive: 2 },
      })),
    },
  });
}

const SERVER = 'https://zeiterfassung.example';
const SECRET_COMMENT = 'Arzttermin Frau Geheimnis';

/** A Clockings response as Laravel sends it: numeric strings, 0/1, UTC timestamps. */
function laravelClockings(): Record<string, unknown> {
  return {
    clockings: {
      done: '3600',
      pending: 0,
      required: '28800',
      items: [
        {
          id: '4711',
          clock_in: '2026-11-23T07:30:00.000000Z',
          clock_out: null,
          clock_in_formatted: '08:30',
          clock_out_formatted: null,
          time: '3600',
          type: 'regulär',
          comment: SECRET_COMMENT,
          home_office: 1,
        },
      ],
      week_overtime: '-1800',
    },
    breaks: { done: '0', pending: 0, required: 1800, items: [] },
  };
}

/** A week of Days (full mode: with the assumed Soll), as the emulated backend answers. */
async function fetchJson(path: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': DEFAULT_CSRF_TOKEN, ...(init.headers ?? {}) },
  });
  return { status: response.status, text: await response.text() };
}

/** Every text of an answer that could be a person's data: names, times, comments (never in the output). */
function sensitiveValues(texts: readonly string[]): string[] {
  const out = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 4 && /[\d\s]/.test(value)) out.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const text of texts) {
    try {
      visit(JSON.parse(text));
    } catch {
      // not JSON
    }
  }
  return [...out];
}

const expectNoValues = (output: string, texts: readonly string[]) => {
  for (const value of [...sensitiveValues(texts), SECRET_COMMENT, '4711', 'geheim.mitarbeiterin']) expect(output).not.toContain(value);
};

describe('the contract checker', () => {
  afterEach(() => {
    settings.specOnly = false;
  });

  describe('on a clean recording of the emulated backend in spec-only mode', () => {
    beforeEach(() => {
      settings.specOnly = true;
    });

    it('finds nothing that breaks, exits 0, and prints no value', async () => {
      const paths = [
        '/json/welcome/status',
        '/json/clockings',
        '/json/clocking/week-overview/2026-11-23',
        '/clocking/monthly?year=2026&month=11&isApi=true',
        '/json/scheduler/helpdesk/week/2026-11-23',
        '/serviceagent/ajax/checklists/2026-11-23',
        '/json/telephoneplan/user/groups',
      ];
      const answers = await Promise.all(paths.map((p) => fetchJson(p)));
      expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
      const clockIn = await fetchJson('/json/clocking/in?homeOffice=0');
      const entries: Recorded[] = [
        ...paths.map((p, i) => ({ method: 'GET', url: `${SERVER}${p}`, text: answers[i]!.text })),
        {
          method: 'GET',
          url: `${SERVER}/json/clocking/in?homeOffice=0`,
          status: clockIn.status,
          text: clockIn.text,
          mimeType: 'text/html',
        },
      ];
      const result = checkHar(har(entries));
      const output = result.lines.join('\n');
      expect(output).not.toContain('bricht\n');
      expect(result.exitCode).toBe(0);
      for (const p of [
        'GET /json/welcome/status',
        'GET /json/clockings',
        'GET /json/scheduler/helpdesk/week/{date}',
        'GET /json/clocking/in',
      ]) {
        expect(output).toMatch(new RegExp(`${p.replace(/[{}/]/g, '\\$&')} \\(1×\\): (ok|fällt zurück)`));
      }
      expect(output).toContain('Zusammenfassung: ');
      expect(output).toContain('0 bricht, 0 unbekannt');
      expectNoValues(
        output,
        answers.map((a) => a.text),
      );
    });
  });

  it('reads Laravel-typed values (numeric strings, 0/1, UTC timestamps) as ok', () => {
    const text = JSON.stringify(laravelClockings());
    const result = checkHar(har([{ method: 'GET', url: `${SERVER}/json/clockings`, text }]));
    expect(result.lines[0]).toBe('GET /json/clockings (1×): ok');
    expect(result.exitCode).toBe(0);
    expectNoValues(result.lines.join('\n'), [text]);
  });

  it('says „bricht“ when a Clocking lacks a spec field, names the field and the views, and exits 1', () => {
    const answer = laravelClockings();
    const items = (answer.clockings as { items: Record<string, unknown>[] }).items;
    delete items[0]!.clock_in;
    const text = JSON.stringify(answer);
    const result = checkHar(har([{ method: 'GET', url: `${SERVER}/json/clockings`, text }]));
    expect(result.lines[0]).toBe('GET /json/clockings (1×): bricht');
    expect(result.lines[1]).toBe('  – Feld „clockings.items[].clock_in“ fehlt (die Spezifikation nennt es) – betrifft welcome-view');
    expect(result.exitCode).toBe(1);
    expectNoValues(result.lines.join('\n'), [text]);
  });

  it('says „bricht“ when a spec field has another type, without the value', () => {
    const answer = laravelClockings();
    (answer.clockings as { items: Record<string, unknown>[] }).items[0]!.type = 'geheimer Typ 42';
    const result = checkHar(
      har([{ method: 'GET', url: `${SERVER}/clocking/user/clockings/4711/2026-11-23`, text: JSON.stringify(answer) }]),
    );
    expect(result.lines[0]).toBe('GET /clocking/user/clockings/{userId}/{date} (1×): bricht');
    expect(result.lines[1]).toContain('Feld „clockings.items[].type“ hat einen anderen Typ oder ein anderes Format');
    expect(result.lines[1]).toContain('day-overview');
    expect(result.lines.join('\n')).not.toContain('geheimer Typ 42');
  });

  it('says „fällt zurück“ when an assumed field is missing, names the field, the views and the fallback, and exits 0', async () => {
    const full = await fetchJson('/json/clocking/week-overview/2026-11-23');
    const days = JSON.parse(full.text) as Record<string, unknown>[];
    expect(days.length).toBeGreaterThan(0);
    expect(checkHar(har([{ method: 'GET', url: `${SERVER}/json/clocking/week-overview/2026-11-23`, text: full.text }])).lines[0]).toBe(
      'GET /json/clocking/week-overview/{date} (1×): ok',
    );
    for (const day of days) delete day.required;
    const text = JSON.stringify(days);
    const result = checkHar(har([{ method: 'GET', url: `${SERVER}/json/clocking/week-overview/2026-11-23`, text }]));
    expect(result.lines[0]).toBe('GET /json/clocking/week-overview/{date} (1×): fällt zurück');
    expect(result.lines[1]).toBe(
      '  – „Day.required“ fehlt – welcome-view, week-overview: Soll = Gesamt − Überstunden, als „berechnet“ markiert',
    );
    expect(result.exitCode).toBe(0);
    expectNoValues(result.lines.join('\n'), [text]);
  });

  it('reads a base64 body (Chrome for some answers) and a Firefox entry without _resourceType', () => {
    const text = JSON.stringify(laravelClockings());
    const encoded = Buffer.from(text, 'utf8').toString('base64');
    const result = checkHar(har([{ method: 'GET', url: `${SERVER}/json/clockings`, text: encoded, encoding: 'base64', resourceType: '' }]));
    expect(result.lines[0]).toBe('GET /json/clockings (1×): ok');
  });

  it('says a cut body or a missing body was not checked, and does not call it broken', () => {
    const text = JSON.stringify(laravelClockings());
    const result = checkHar(
      har([
        { method: 'GET', url: `${SERVER}/json/clockings`, text: text.slice(0, 40) },
        { method: 'GET', url: `${SERVER}/json/welcome/status` },
      ]),
    );
    const output = result.lines.join('\n');
    expect(output).toContain('Antwort abgeschnitten oder kein JSON: nicht geprüft');
    expect(output).toContain('ohne Antwortinhalt in der Aufnahme: nicht geprüft');
    expect(result.exitCode).toBe(0);
  });

  it('matches a page-route call where --route says, and lists it as unknown without', () => {
    const entry: Recorded = { method: 'POST', url: `${SERVER}/legacy/flipflow/take-over`, text: '', mimeType: 'text/html' };
    const routed = runCli(['check', 'rec.har', '--route', 'assign=/legacy/flipflow/take-over'], () => har([entry]));
    expect(routed.lines[0]).toBe('POST {page route: assign} (1×): ok');
    const unrouted = checkHar(har([entry]));
    expect(unrouted.lines.join('\n')).toContain('unbekannter Aufruf: POST /{…}/flipflow/{…} (1×)');
    expect(runCli(['check', 'rec.har', '--route', 'nirgends=/x'], () => har([entry])).exitCode).toBe(2);
  });

  it('honours --base and prefers a literal path over a pattern', () => {
    const matcher = createMatcher({}, '/app/');
    expect(matcher.match('GET', '/app/json/scheduler/helpdesk/week/2026-11-23')?.path).toBe('/json/scheduler/helpdesk/week/{date}');
    expect(matcher.match('GET', '/app/json/scheduler/icinga/week/2026-11-23')?.path).toBe('/json/scheduler/{team}/week/{date}');
    expect(matcher.match('GET', '/json/welcome/status')).toBeUndefined();
  });

  it('lists a call the spec does not have as unknown, never dropped, without its values', () => {
    const result = checkHar(
      har([
        { method: 'GET', url: `${SERVER}/json/geheim.mitarbeiterin/4711/report`, text: '{}' },
        { method: 'GET', url: `${SERVER}/css/app.css`, mimeType: 'text/css', text: 'body{}', resourceType: 'stylesheet' },
      ]),
    );
    const output = result.lines.join('\n');
    expect(output).toContain('Unbekannte Aufrufe (nicht unter den 75 der Spezifikation):');
    expect(output).toContain('  – unbekannter Aufruf: GET /json/{…}/{…}/report (1×)');
    expect(output).toContain('1 weitere Anfragen (Seiten, Skripte, Bilder) nicht betrachtet');
    expect(result.exitCode).toBe(0);
    expectNoValues(output, []);
  });

  it("exits 2 with a German message when the file is no HAR or can't be read", () => {
    expect(checkHar('not json {')).toEqual({ lines: ['Fehler: Die Datei ist kein JSON und damit keine HAR-Aufnahme.'], exitCode: 2 });
    expect(checkHar('{"hello":1}').lines[0]).toBe('Fehler: Die Datei ist keine HAR-Aufnahme (es fehlt „log.entries“).');
    const missing = runCli(['check', '/nirgends/aufnahme.har'], () => {
      throw new Error('ENOENT');
    });
    expect(missing).toEqual({ lines: ['Fehler: die Datei „/nirgends/aufnahme.har“ lässt sich nicht lesen.'], exitCode: 2 });
    expect(runCli([]).exitCode).toBe(2);
  });
});

describe('the request bodies of the recording', () => {
  const request = (mimeType: string, text: string) =>
    JSON.stringify({
      log: {
        version: '1.2',
        entries: [
          {
            request: { method: 'POST', url: `${SERVER}/clocking/user/update`, headers: [], postData: { mimeType, text } },
            response: { status: 200, headers: [], content: { mimeType: 'text/html', size: 0, text: '' } },
            _resourceType: 'xhr',
          },
        ],
      },
    });

  it('names the encoding, the fields the old application sends beyond ours or lacks, and booleans as 0/1, never a value', () => {
    const form =
      'id=4711&clockIn=2026-11-23+08%3A30&clockOut=&comment=Arzttermin+Frau+Geheimnis&type=regul%C3%A4r&homeOffice=1&_token=abc&reason=x';
    const output = checkHar(request('application/x-www-form-urlencoded', form)).lines.join('\n');
    expect(output).toContain('POST /clocking/user/update (1×): ok');
    expect(output).toContain('Anfrage: form-encoded');
    expect(output).toContain('Anfrage: die alte Anwendung sendet zusätzlich „reason“ (unsere Ansichten nicht)');
    expect(output).toContain('Anfrage: „homeOffice“ als 0/1');
    expect(output).not.toContain('Geheimnis');
    expect(output).not.toContain('4711');
    expect(output).not.toContain('08:30');
  });

  it('reads a JSON body and names what it lacks', () => {
    const output = checkHar(
      request('application/json', JSON.stringify({ id: 4711, clockIn: '2026-11-23 08:30', homeOffice: true })),
    ).lines.join('\n');
    expect(output).toContain('Anfrage: JSON');
    expect(output).toContain('Anfrage: die alte Anwendung sendet nicht „clockOut“, „comment“, „type“ (unsere Ansichten senden es)');
    expect(output).toContain('Anfrage: „homeOffice“ als true/false');
  });
});
