// Everything generated from the tag specs: the manifest, the README's props tables.
import { fillExample, TAG_NAMES, TAG_SPECS, attributeToProp, type TagName } from '../packages/core/src/element/manifest-source';

export interface ManifestEntry {
  tag: TagName;
  title: string;
  area: string;
  description: string;
  built: boolean;
  props: Array<{ attribute: string; prop: string; type: string; required: boolean; default?: unknown; values?: readonly string[]; description: string }>;
  example: string;
}

export function buildManifest(): { name: string; tags: ManifestEntry[] } {
  return {
    name: '@stempeluhr/widgets',
    tags: TAG_NAMES.map((tag) => {
      const spec = TAG_SPECS[tag];
      return {
        tag,
        title: spec.title,
        area: spec.area,
        description: spec.description,
        built: spec.built,
        props: spec.props.map((p) => ({
          attribute: p.attribute,
          prop: attributeToProp(p.attribute),
          type: p.type === 'enum' ? (p.values ?? []).join(' | ') : p.type,
          required: Boolean(p.required),
          ...(p.default !== undefined ? { default: p.default } : {}),
          description: p.description,
        })),
        example: fillExample(spec.example),
      };
    }),
  };
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function propsTablesMarkdown(): string {
  const lines: string[] = [];
  for (const entry of buildManifest().tags) {
    lines.push(`### \`<${entry.tag}>\` — ${entry.title}${entry.built ? '' : ' (noch nicht umgesetzt)'}`, '');
    lines.push(escapeCell(entry.description), '');
    if (entry.props.length > 0) {
      lines.push('| Attribut | Typ | Pflicht | Standard | Beschreibung |', '|---|---|---|---|---|');
      for (const p of entry.props) {
        const def = p.default === undefined ? '' : `\`${JSON.stringify(p.default)}\``;
        lines.push(`| \`${p.attribute}\` | ${escapeCell(p.type)} | ${p.required ? 'ja' : ''} | ${def} | ${escapeCell(p.description)} |`);
      }
      lines.push('');
    }
    lines.push('```html', entry.example, '```', '');
  }
  return lines.join('\n');
}
