// The sections of docs/server-contract.md that come from the contract package: how to record the old
// application and check the recording, and, per call, what the views assume beyond the spec (read from
// the OpenAPI document, so the page and dist/openapi.json say the same).
import { SPEC_CALLS } from '../../mocks/spec-only/spec-calls';
import { buildOpenApi, openApiPath } from './openapi';
import { schemaFields } from './spec-check';
import { callKey } from './schemas';

type Json = Record<string, unknown>;

/** How to record the old application and run the checker on the recording. */
export function recordingSection(): string[] {
  return [
    '## Checking the real server: record the old application, run the checker',
    '',
    'The only evidence about the real server is a recording of the old application talking to it. The',
    'checker reads such a recording (HAR 1.2) and says, per call, whether our views can read the answers.',
    '',
    '### Recording',
    '',
    '- **Chrome / Edge**: open the developer tools (F12), tab *Network*, tick **Preserve log** (the',
    '  flip-flow actions and the working-hour save reload the page; without it their requests are lost),',
    '  use the old application as usual, then the download arrow „Export HAR (sanitized)…“.',
    '- **Firefox**: developer tools (F12), tab *Network*, cog menu → **Persist Logs**, use the',
    '  application, then cog menu → „Save All As HAR“.',
    '- **The file holds employees’ times and names.** Never commit it, never mail it, delete it after the',
    '  check. The checker reads it locally only and sends nothing anywhere.',
    '',
    '### Checking',
    '',
    '```sh',
    'npx stempeluhr-contract check recording.har [--route assign=/flipflow/assign …] [--base /app/]',
    '# in this repository:',
    'npm run contract -- recording.har [--route …] [--base …]',
    '```',
    '',
    '- `--route NAME=/path`: where a page-configured route lives on the recorded server (names `assign`,',
    '  `unassign`, `approve`, `reject`, `mail`, `toggle-task`, or the prop that carries it, e.g.',
    '  `assignRoute`). Without it the demo’s address is assumed (see the calls below).',
    '- `--base /app/`: the path the application lives under on the recorded server.',
    '- Per call it prints **ok**, **fällt zurück** (a field we assume is missing: it names the field, the',
    '  views and what they do without it), **bricht** (a field the views need is missing or has another',
    '  type or format: it names the field and the views) or **unbekannter Aufruf** (a request outside the',
    '  75, listed, never dropped). Answers that are cut, missing, HTML or not 2xx are listed as not checked.',
    '- For a write it also compares the request body the old application sent with the payload fields',
    '  the spec names (what our views send): the encoding (JSON or form-encoded), fields it lacks or adds,',
    '  and whether booleans go as `true`/`false` or `0`/`1`.',
    '- It never prints a value of the recording: field paths come from the schemas, list positions and',
    '  map keys are written `[]`, path segments that are not part of a known call are written `{…}`.',
    '- Exit code 0 when nothing breaks, 1 when something breaks, 2 when the file can’t be read.',
    '- `dist/openapi.json` (`node scripts/openapi.mjs`, also written by the build) describes the same',
    '  contract as OpenAPI 3.1: every answer field marked `x-source: spec` or `x-source: assumed` (with',
    '  `x-fallback`), page routes as `x-page-route`, our additions as `x-addition`.',
    '',
  ];
}

/** An assumed field the view reads without a named fallback (and does not require). */
const OPTIONAL = 'optional: read when present, left out without it';

/** Per call, the answer fields our views read although the spec does not name them. */
export function assumptionsSection(): string[] {
  const doc = buildOpenApi();
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const lines = [
    '## What our views assume beyond the spec',
    '',
    'Per call, the answer fields the views read although the specification does not name them. *Falls',
    'back*: the view works without the field and does what is written. *Required*: the view cannot read',
    'the answer without it — the server team must confirm the field or we must make it optional.',
    '*Optional*: the view reads it when present and leaves it out without it; most are fields the spec',
    'names, here in another shape of the answer (a bare list instead of the keyed one) or another entity.',
    '',
  ];
  for (const call of SPEC_CALLS) {
    const op = paths[openApiPath(call)]?.[call.method.toLowerCase()];
    const ok = ((op?.responses as Json | undefined)?.['200'] as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;
    const schema = ok?.['application/json']?.schema;
    if (!schema) continue;
    const rows = new Map<string, string>();
    for (const { path, node } of schemaFields(schema)) {
      if (node['x-source'] !== 'assumed') continue;
      if (typeof node['x-fallback'] === 'string') rows.set(path, `falls back: ${node['x-fallback']}`);
      else if (node['x-views-require'] === true) rows.set(path, 'required');
      else if (!rows.has(path)) rows.set(path, OPTIONAL);
    }
    if (rows.size === 0) continue;
    lines.push(`### ${callKey(call)}: assumed`, '', '| field | without it |', '|---|---|');
    for (const [path, what] of rows) lines.push(`| \`${path}\` | ${what.replace(/\|/g, '\\|')} |`);
    lines.push('');
  }
  return lines;
}
