// stempeluhr-contract: `stempeluhr-contract check recording.har [--route assign=/flipflow/assign …] [--base /app/]`
// (in the repo: `npm run contract -- recording.har …`). Reads the recording locally and prints, per call
// of the specification, whether our views can read the server's answers. Never prints a value.
import { readFileSync } from 'node:fs';
import { checkHar, type CheckResult } from './check';
import { ROUTE_NAMES } from './match';

export const USAGE = [
  'Aufruf: stempeluhr-contract check AUFNAHME.har [--route NAME=/pfad …] [--base /app/]',
  `  --route  Adresse einer Seitenroute auf dem aufgenommenen Server (Namen: ${[...new Set(ROUTE_NAMES)].join(', ')})`,
  '  --base   Pfad, unter dem die Anwendung liegt (Standard: /)',
  'Die Datei enthält Zeiten und Namen von Mitarbeitenden: nur lokal lesen, nie einchecken, danach löschen.',
];

/** Runs the checker on command-line arguments (without `node` and the script). */
export function runCli(args: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): CheckResult {
  const rest = args[0] === 'check' ? args.slice(1) : [...args];
  const routes: Record<string, string> = {};
  let base = '/';
  let file: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    const value = (name: string) => {
      const inline = arg.startsWith(`${name}=`) ? arg.slice(name.length + 1) : undefined;
      return inline ?? rest[++i];
    };
    if (arg === '--route' || arg.startsWith('--route=')) {
      const spec = value('--route') ?? '';
      const cut = spec.indexOf('=');
      const name = spec.slice(0, cut);
      if (cut < 1 || !ROUTE_NAMES.includes(name)) return { lines: [`Fehler: unbekannte Route „${name || spec}“.`, ...USAGE], exitCode: 2 };
      routes[name] = spec.slice(cut + 1).replace(/^https?:\/\/[^/]+/, '');
    } else if (arg === '--base' || arg.startsWith('--base=')) {
      base = value('--base') ?? '/';
    } else if (arg === '--help' || arg === '-h') {
      return { lines: USAGE, exitCode: 0 };
    } else if (!file && !arg.startsWith('--')) {
      file = arg;
    } else {
      return { lines: [`Fehler: unbekannte Angabe „${arg}“.`, ...USAGE], exitCode: 2 };
    }
  }
  if (!file) return { lines: ['Fehler: keine Aufnahme angegeben.', ...USAGE], exitCode: 2 };
  let text: string;
  try {
    text = read(file);
  } catch {
    return { lines: [`Fehler: die Datei „${file}“ lässt sich nicht lesen.`], exitCode: 2 };
  }
  return checkHar(text, { routes, base });
}
