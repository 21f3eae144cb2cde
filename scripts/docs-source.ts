// Everything generated from the tag contracts: the manifest, the props tables of docs/views.md, Storybook's controls.
import { fillExample, propSpecs, TAG_NAMES, TAGS, type TagName } from '../packages/core/src/element/manifest-source';
import { CONTRACTS } from '../packages/views/src/contracts.generated';

export interface ManifestEntry {
  tag: TagName;
  title: string;
  area: string;
  description: string;
  built: boolean;
  props: Array<{
    attribute: string;
    prop: string;
    type: string;
    required: boolean;
    default?: unknown;
    values?: readonly string[];
    description: string;
  }>;
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

const WIDGET_EVENT_DESCRIPTIONS: Record<string, string> = {
  'clocked-in': 'Eingestempelt; detail: { homeOffice }.',
  'clocked-out': 'Ausgestempelt.',
  saved: 'Ein Eintrag wurde gespeichert; detail: { what, id? }.',
  deleted: 'Ein Eintrag wurde gelöscht; detail: { what, id? }.',
  failed: 'Eine Anfrage ist fehlgeschlagen; detail: { message, status } (message ist der gezeigte deutsche Text).',
  'selection-changed': 'Die Auswahl hat sich geändert; detail: { values }.',
  dismissed: 'Die Meldung wurde geschlossen.',
};

const pascal = (tag: string) => tag.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/** The Custom Elements Manifest (schema 2.1) of every tag, from the contracts: editors and Storybook read it. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: buildManifest().tags.map((entry) => ({
      kind: 'javascript-module',
      path: `widgets.js#${entry.tag}`,
      declarations: [
        {
          kind: 'class',
          name: `${pascal(entry.tag)}Element`,
          tagName: entry.tag,
          customElement: true,
          summary: entry.title,
          description: entry.built ? entry.description : `${entry.description} (noch nicht umgesetzt)`,
          superclass: { name: 'HTMLElement' },
          attributes: entry.props.map((p) => ({
            name: p.attribute,
            fieldName: p.prop,
            type: { text: p.type },
            ...(p.default !== undefined ? { default: JSON.stringify(p.default) } : {}),
            description: `${p.description}${p.required ? ' Pflichtangabe.' : ''}`,
          })),
          members: entry.props.map((p) => ({
            kind: 'field',
            name: p.prop,
            attribute: p.attribute,
            type: { text: p.type },
            description: p.description,
          })),
          events: entry.events.map((name) => ({
            name,
            type: { text: 'CustomEvent' },
            description: WIDGET_EVENT_DESCRIPTIONS[name.replace('stempeluhr:', '')] ?? '',
          })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: entry.tag,
          declaration: { name: `${pascal(entry.tag)}Element`, module: `widgets.js#${entry.tag}` },
        },
      ],
    })),
  };
}

/** VS Code's HTML custom data (`html.customData`): completion and hover help for every tag and attribute. */
export function vscodeCustomData() {
  return {
    version: 1.1,
    tags: buildManifest().tags.map((entry) => ({
      name: entry.tag,
      description: { kind: 'markdown', value: `**${entry.title}**${entry.built ? '' : ' (noch nicht umgesetzt)'}\n\n${entry.description}` },
      attributes: entry.props.flatMap((p) => {
        const attribute = {
          name: p.attribute,
          description: `${p.description}${p.required ? ' Pflichtangabe.' : ''}${p.default !== undefined ? ` Standard: ${JSON.stringify(p.default)}.` : ''}`,
          ...(p.type.includes(' | ')
            ? { values: p.type.split(' | ').map((name) => ({ name })) }
            : p.type === 'boolean'
              ? { valueSet: 'v' }
              : {}),
        };
        // The old templates bind with Vue's `:` prefix; offer both spellings.
        return [attribute, { ...attribute, name: `:${p.attribute}` }];
      }),
    })),
  };
}

/** JetBrains web-types: the same help in WebStorm and PhpStorm (Blade templates). */
export function webTypes() {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: '@stempeluhr/widgets',
    version: '0.1.0',
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: buildManifest().tags.map((entry) => ({
          name: entry.tag,
          description: entry.description,
          attributes: entry.props.map((p) => ({
            name: p.attribute,
            description: p.description,
            required: p.required,
            ...(p.default !== undefined ? { default: JSON.stringify(p.default) } : {}),
            value: p.type.includes(' | ')
              ? { type: 'enum', kind: 'plain' }
              : { type: p.type === 'boolean' ? 'boolean' : 'string', kind: p.type === 'boolean' ? 'no-value' : 'plain' },
            ...(p.type.includes(' | ') ? { values: p.type.split(' | ').map((name) => ({ name })) } : {}),
          })),
          events: entry.events.map((name) => ({ name, description: WIDGET_EVENT_DESCRIPTIONS[name.replace('stempeluhr:', '')] ?? '' })),
        })),
      },
    },
  };
}

/**
 * `packages/widgets/src/elements.generated.ts`: the 34 tags in `HTMLElementTagNameMap` (their props as
 * DOM properties) and in React's `JSX.IntrinsicElements` (their attributes), from the contracts.
 */
export function elementTypesSource(): string {
  const tags = buildManifest().tags;
  const elementType = (entry: ManifestEntry) => (entry.built ? `WidgetElement<Partial<views.${pascal(entry.tag)}Props>>` : 'HTMLElement');
  const attrType = (type: string) =>
    type.includes(' | ')
      ? type
          .split(' | ')
          .map((v) => `'${v}'`)
          .join(' | ')
      : type === 'boolean'
        ? "boolean | 'true' | 'false' | ''"
        : 'string';
  const lines = [
    '// Generated by `npm run docs` from the tag contracts. Do not edit.',
    "import type * as views from '@stempeluhr/views';",
    '',
    '/** A widget element: its props can also be set as DOM properties (`el.options = [...]`). */',
    'export type WidgetElement<P> = HTMLElement & P;',
    '',
    '/** What every tag takes in JSX besides its own attributes (class, id, children, ref …). */',
    "export type ReactElementAttributes = import('react').DetailedHTMLProps<import('react').HTMLAttributes<HTMLElement>, HTMLElement>;",
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...tags.map((e) => `    '${e.tag}': ${elementType(e)};`),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares JSX as a namespace',
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...tags.map((e) => {
      const attrs = e.props.map((p) => `'${p.attribute}'${p.required ? '' : '?'}: ${attrType(p.type)}`).join('; ');
      return `      '${e.tag}': ReactElementAttributes${attrs ? ` & { ${attrs} }` : ''};`;
    }),
    '    }',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * The prop names of every tag, for the classic loader: each element class has its property accessors
 * from the moment it is defined, before its view's code has loaded. Vue 3 (and Lit) decide by
 * `key in el` whether to set a DOM property or an attribute; without the accessor an array prop went
 * in as the attribute "[object Object]".
 */
export function propNamesSource(): string {
  const lines = buildManifest()
    .tags.filter((entry) => entry.props.length > 0)
    .map((entry) => `  '${entry.tag}': [${entry.props.map((p) => `'${p.prop}'`).join(', ')}],`);
  return [
    '// Generated by `npm run docs` from the tag contracts. Do not edit.',
    '/** Each tag’s props, which its element offers as DOM properties from the start (define.ts). */',
    'export const PROP_NAMES: Partial<Record<string, readonly string[]>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
