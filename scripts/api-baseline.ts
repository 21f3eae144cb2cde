// The public API of @stempeluhr/widgets as a consumer meets it: each built tag with its props
// (attribute, property, type, required) and events. api-baseline/manifest.json holds it as released;
// test/api-baseline.test.ts compares the current contracts with it and asks for the changeset the
// difference needs (.changeset/README.md): major for a removal or change, at least minor for an addition.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildManifest } from './docs-source';

export interface ApiProp {
  prop: string;
  type: string;
  required: boolean;
}
export interface ApiSurface {
  package: string;
  version?: string;
  tags: Record<string, { props: Record<string, ApiProp>; events: string[] }>;
}

/** The API the tag contracts describe now (built tags only: a tag without a view is not API yet). */
export function currentApi(): ApiSurface {
  const manifest = buildManifest();
  const tags: ApiSurface['tags'] = {};
  for (const entry of manifest.tags.filter((t) => t.built))
    tags[entry.tag] = {
      props: Object.fromEntries(entry.props.map((p) => [p.attribute, { prop: p.prop, type: p.type, required: p.required }])),
      events: [...entry.events].sort(),
    };
  return { package: manifest.name, tags };
}

/** What changed from `before` to `after`: breaking changes (major) and additions (minor), one line each. */
export function compareApi(before: ApiSurface, after: ApiSurface): { breaking: string[]; additions: string[] } {
  const breaking: string[] = [];
  const additions: string[] = [];
  for (const [tag, old] of Object.entries(before.tags)) {
    const now = after.tags[tag];
    if (!now) {
      breaking.push(`<${tag}> entfernt`);
      continue;
    }
    for (const [attribute, prop] of Object.entries(old.props)) {
      const next = now.props[attribute];
      if (!next) breaking.push(`<${tag}> ${attribute}: entfernt`);
      else if (next.prop !== prop.prop) breaking.push(`<${tag}> ${attribute}: Property ${prop.prop} → ${next.prop}`);
      else if (next.type !== prop.type) breaking.push(`<${tag}> ${attribute}: Typ ${prop.type} → ${next.type}`);
      else if (next.required && !prop.required) breaking.push(`<${tag}> ${attribute}: jetzt Pflicht`);
      else if (!next.required && prop.required) additions.push(`<${tag}> ${attribute}: jetzt optional`);
    }
    for (const [attribute, prop] of Object.entries(now.props))
      if (!old.props[attribute])
        (prop.required ? breaking : additions).push(`<${tag}> ${attribute}: neu${prop.required ? ' (Pflicht)' : ''}`);
    for (const event of old.events) if (!now.events.includes(event)) breaking.push(`<${tag}> ${event}: entfernt`);
    for (const event of now.events) if (!old.events.includes(event)) additions.push(`<${tag}> ${event}: neu`);
  }
  for (const tag of Object.keys(after.tags)) if (!before.tags[tag]) additions.push(`<${tag}> neu`);
  return { breaking, additions };
}

export type Bump = 'major' | 'minor' | 'patch';

/** The pending changesets in `dir` (.changeset/*.md): per file, each package named with its bump. */
export function pendingChangesets(dir: string): Array<{ file: string; packages: Record<string, Bump> }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
      const packages: Record<string, Bump> = {};
      for (const line of front.split('\n')) {
        const match = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line);
        if (match) packages[match[1]!] = match[2] as Bump;
      }
      return { file, packages };
    });
}
