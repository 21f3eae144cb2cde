// Everything generated from the tag contracts: the manifest, the README's props tables, Storybook's controls.
import { fillExample, propSpecs, TAG_NAMES, TAGS, type TagName } from '../packages/core/src/element/manifest-source';
import { CONTRACTS } from '../packages/views/src/contracts.generated';

export interface ManifestEntry {
  tag: TagName;
  title: string;
  area: string;
  description: string;
  built: boolean;
  props: Array<{ attribute: string; prop: string; type: string; required: boolean; default?: unknown; values?: readonly string[]; description: string }>;
  events: string[];
  example: string;
}

export function buildManifest(): { name: string; tags: ManifestEntry[] } {
  return {
    name: '@stempeluhr/widgets',
    tags: TAG_NAMES.map((tag) => {
      const contract = CONTRACTS[tag];
      return {
        tag,
        title: TAGS[tag].title,
        area: TAGS[tag].area,
        description: contract?.description ?? `${TAGS[tag].title}.`,
        built: contract !== undefined,
        props: contract
          ? propSpecs(contract).map((p) => ({
              attribute: p.attribute,
              prop: p.name,
              type: p.type === 'enum' ? (p.values ?? []).join(' | ') : p.type,
              required: p.required,
              ...(p.default !== undefined ? { default: p.default } : {}),
              description: p.description,
            }))
          : [],
        events: contract ? contract.events.map((e) => `stempeluhr:${e}`) : [],
        example: fillExample(contract?.example ?? `<${tag}></${tag}>`),
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
    if (entry.events.length > 0) lines.push(`Ereignisse: ${entry.events.map((e) => `\`${e}\``).join(', ')}`, '');
    lines.push('```html', entry.example, '```', '');
  }
  return lines.join('\n');
}

/** README status line: how many views are built, which ones. */
export function statusMarkdown(): string {
  const built = buildManifest().tags.filter((t) => t.built);
  return `${built.length} of the 34 views are built: ${built.map((t) => `\`${t.tag}\``).join(', ')}.`;
}
