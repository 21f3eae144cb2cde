// @vitest-environment node
// The Bootstrap 4.6 supplement (issue 21, docs/decisions/bootstrap.md) styles our widgets only: every
// rule is scoped to `.stempeluhr-widget` (every widget's container) or `.stempeluhr-layer` (dialogs in
// <body>), so the legacy page around them keeps its own Bootstrap — and it is a supplement, not Bootstrap.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const css = readFileSync(resolve(__dirname, 'bootstrap4-compat.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** A selector list split at its top-level commas (`:is(a, b) c, d` → `:is(a, b) c`, `d`). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += char;
  }
  return [...parts, part.trim()];
}

/** Every style rule's selectors (inside @media and @supports too; @keyframes steps are not selectors). */
function selectors(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let prelude = '';
  const stack: string[] = [];
  for (const char of source) {
    if (char === '{') {
      const head = prelude.trim();
      stack.push(head);
      const inKeyframes = stack.slice(0, -1).some((h) => h.startsWith('@keyframes'));
      if (!head.startsWith('@') && !inKeyframes) found.push(...splitList(head));
      prelude = '';
      depth += 1;
    } else if (char === '}') {
      stack.pop();
      prelude = '';
      depth -= 1;
    } else if (char === ';' && depth > 0) {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return found;
}

describe('bootstrap4-compat.css', () => {
  it('scopes every rule to the widgets (.stempeluhr-widget) or their dialogs (.stempeluhr-layer)', () => {
    const all = selectors(css);
    expect(all.length).toBeGreaterThan(50);
    const scoped = /^(:is\(\.stempeluhr-widget, \.stempeluhr-layer\)|\.stempeluhr-(widget|layer)\b)/;
    expect(all.filter((s) => !scoped.test(s))).toEqual([]);
  });

  it('supplies what 4.6 lacks and is no copy of Bootstrap (a few KiB, no grid, no reboot)', () => {
    for (const supplied of ['.visually-hidden', '.text-bg-success', '.form-select', '.ms-2', '.gap-2', '.fw-semibold'])
      expect(css).toContain(supplied);
    expect(css.length).toBeLessThan(40_000);
    expect(css).not.toMatch(/(^|[\s,}])(html|body|\.container|\.row)\s*[{,]/);
  });

  it('the views mark screen-reader-only text as visually-hidden, which both versions hide (5.3 itself, 4.6 by the supplement)', () => {
    // Bootstrap 5.3 has no `sr-only`: a view that used it would show the text on 5.3 pages.
    const packages = resolve(__dirname, '../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name === 'node_modules' || entry.name === 'dist') return [];
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const files = ['core', 'ui', 'views', 'widgets'].flatMap((name) => sources(join(packages, name, 'src')));
    expect(files.length).toBeGreaterThan(100);
    const usingSrOnly = files.filter((file) => /(^|[\s'"`])sr-only([\s'"`]|$)/m.test(readFileSync(file, 'utf8')));
    expect(usingSrOnly.map((file) => relative(packages, file))).toEqual([]);
    expect(css).toMatch(/\.visually-hidden\s*\{[^}]*position:\s*absolute/);
  });
});
