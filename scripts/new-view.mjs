// npm run new-view -- <tag> [--dry-run]: writes a new view's folder so that every view starts alike —
// the view (reading through the one query block), its tag contract, its texts, the api file of its
// first GET call from the specification's endpoint table, a test against the emulated backend and a
// story file — then derives the registration (`npm run registry`). Nothing else is touched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { camel, pascal, syncRegistry } from './registry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function catalogue() {
  const text = readFileSync(resolve(root, 'packages/core/src/element/tag-names.ts'), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^ {2}'([a-z-]+)': \{ area: '(\w+)', title: '([^']+)' \},$/gm)].map((m) => [m[1], { area: m[2], title: m[3] }]),
  );
}

function endpointRows() {
  return readFileSync(resolve(root, '../shared/spec/endpoints.tsv'), 'utf8').trim().split('\n').slice(1);
}

/** The first GET of the endpoint table this tag uses, e.g. `/admin/overtime/{userId}/total`. */
function firstGet(tag) {
  const tsv = endpointRows();
  for (const row of tsv) {
    const [method, path, , usedBy] = row.split('\t');
    if (method === 'GET' && usedBy.split(' ').includes(tag) && !path.startsWith('{')) return path;
  }
  return null;
}

const PARAM_TYPES = {
  userId: 'id',
  id: 'id',
  checklistId: 'id',
  issueId: 'string',
  date: 'date',
  group: 'string',
  team: 'string',
  year: 'integer',
  month: 'integer',
};

/** A GET of the specification's endpoint table, as `--get` names it (`/json/welcome/status`). */
function specGet(path) {
  const found = endpointRows().some((row) => {
    const [method, p] = row.split('\t');
    return method === 'GET' && p.replace(/^\/?/, '/') === path.replace(/^\/?/, '/');
  });
  if (!found) throw new Error(`„GET ${path}“ steht nicht in ../shared/spec/endpoints.tsv.`);
  return path;
}

export function viewFiles(tag, options = {}) {
  const info = options.info ?? catalogue()[tag];
  if (!info) throw new Error(`„${tag}“ ist kein Tag des Katalogs (packages/core/src/element/tag-names.ts): --area und --title angeben.`);
  const { area, title } = info;
  const Name = pascal(tag);
  const name = camel(tag);
  const path = options.get ? specGet(options.get) : (firstGet(tag) ?? '/json/' + tag);
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const slug = path
    .replace(/^\/?(json\/)?/, '')
    .replace(/\{\w+\}/g, '')
    .split('/')
    .filter(Boolean)
    .slice(-2)
    .join('-');
  const apiName = pascal(`get-${slug}`);
  const apiFile = `get-${slug}`;
  const tsType = (p) => (['id', 'integer'].includes(PARAM_TYPES[p] ?? 'string') ? 'number' : 'string');
  const args = params.map((p) => (PARAM_TYPES[p] === 'date' ? `${p} ?? todayBerlin()` : p));
  const urlExpr = '`' + path.replace(/\{(\w+)\}/g, (_, p) => `\${encodeURIComponent(String(${p}))}`) + '`';
  const exampleAttrs = params
    .map(
      (p) =>
        ` ${p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${PARAM_TYPES[p] === 'date' ? '{{today}}' : PARAM_TYPES[p] === 'id' ? '{{userId}}' : 'helpdesk'}"`,
    )
    .join('');
  const base = `packages/views/src/${area}/${tag}`;
  const CONST = tag.toUpperCase().replace(/-/g, '_');
  const usesToday = params.some((p) => PARAM_TYPES[p] === 'date');
  return {
    [`packages/views/src/${area}/api/${apiFile}.ts`]: `// GET ${path} — (what it answers; write the shapes the specification leaves open into core's wire types).
import { apiClient, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

// Require only what the specification names; read everything else with assumed(…) from @stempeluhr/core.
export const ${camel(apiFile)}Schema = z.unknown();
export type ${apiName}Response = z.output<typeof ${camel(apiFile)}Schema>;

export async function ${camel(apiFile)}(${[...params.map((p) => `${p}: ${tsType(p)}`), 'signal?: AbortSignal'].join(', ')}): Promise<${apiName}Response> {
  const response = await apiClient().get(${urlExpr}, { signal });
  return parseResponse(${camel(apiFile)}Schema, response.data, '${path}');
}

export const ${camel(apiFile)}Query = (${params.map((p) => `${p}: ${tsType(p)}`).join(', ')}) =>
  queryOptions({
    queryKey: ['${area}', '${slug}'${params.map((p) => `, ${p}`).join('')}] as const,
    queryFn: ({ signal }) => ${camel(apiFile)}(${[...params, 'signal'].join(', ')}),
  });

export function use${apiName}(${params.map((p) => `${p}: ${tsType(p)}`).join(', ')}) {
  return useQuery(${camel(apiFile)}Query(${params.join(', ')}));
}
`,
    [`${base}/${tag}.texts.ts`]: `/** German texts of <${tag}>, exact to the specification where it gives them. */
export const ${CONST}_TEXTS = {
  title: '${title}',
  empty: 'Noch keine Einträge vorhanden.',
} as const;
`,
    [`${base}/${tag}.tsx`]: `${usesToday ? "import { todayBerlin, type TagProps } from '@stempeluhr/core';" : "import type { TagProps } from '@stempeluhr/core';"}
import { QueryView } from '@stempeluhr/ui';
import { use${apiName} } from '../api/${apiFile}';
import type { ${name}Tag } from './${tag}.tag';
import { ${CONST}_TEXTS as T } from './${tag}.texts';

/** The props, declared once in the contract (${tag}.tag.ts): a contract default needs no default parameter here. */
export type ${Name}Props = TagProps<typeof ${name}Tag>;

/** ${title}. */
export function ${Name}(${params.length > 0 ? `{ ${params.join(', ')} }` : '_props'}: ${Name}Props) {
  const query = use${apiName}(${args.join(', ')});
  return (
    <section aria-labelledby="${tag}-title">
      <h2 id="${tag}-title" className="h5">
        {T.title}
      </h2>
      <QueryView query={query} isEmpty={(data) => data === null || (Array.isArray(data) && data.length === 0)} empty={T.empty}>
        {(data) => <pre className="small text-break mb-0">{JSON.stringify(data, null, 2)}</pre>}
      </QueryView>
    </section>
  );
}
`,
    [`${base}/${tag}.tag.ts`]: `import { defineTag } from '@stempeluhr/core';

export const ${name}Tag = defineTag({
  tag: '${tag}',
  description: '${title}.',
  props: {
${params.map((p) => `    ${p}: { type: '${PARAM_TYPES[p] ?? 'string'}',${PARAM_TYPES[p] === 'date' ? '' : ' required: true,'} description: '${p} (${PARAM_TYPES[p] === 'date' ? 'JJJJ-MM-TT, Standard heute' : 'Pflichtangabe'}).' },`).join('\n')}
  },
  events: ['failed'],
  example: '<${tag}${exampleAttrs}></${tag}>',
});
`,
    [`${base}/index.ts`]: `export { ${Name}, type ${Name}Props } from './${tag}';
export { ${name}Tag } from './${tag}.tag';
`,
    [`${base}/${tag}.test.tsx`]: `import { fillExample } from '@stempeluhr/core';
import { screen, waitFor } from '@testing-library/react';
import { contracted, renderView } from '@test/render';
import { ${Name} as View } from './${tag}';
import { ${name}Tag } from './${tag}.tag';

const ${Name} = contracted(View, ${name}Tag);

describe('<${tag}>', () => {
  it('shows its title, then what the emulated backend answers', async () => {
    const example = fillExample(${name}Tag.example);
    const props = Object.fromEntries([...example.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, a, v]) => [a.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), /^\\d+$/.test(v) ? Number(v) : v]));
    renderView(<${Name} {...props} />);
    expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
    // The answer is shown, not an error.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
`,
    [`${base}/${tag}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${Name}, ${name}Tag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

// The args are the tag example's (viewMeta); a story names only what differs.
const meta = {
  ...viewMeta(${Name}, ${name}Tag),
} satisfies Meta<typeof ${Name}>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Standard: Story = { name: 'Standard' };
export const Serverfehler: Story = { name: 'Serverfehler', parameters: params({ mockFaults: [{ method: 'GET', path: '*', status: 500 }] }) };
`,
  };
}

const AREAS = ['timetracking', 'admin', 'team', 'scheduling', 'service', 'telephone', 'tools'];
const CATALOGUE = resolve(root, 'packages/core/src/element/tag-names.ts');

/**
 * Adds the tag to the one list of tags (the catalogue): its name at the end of `NAMES` (the list the
 * loader carries) and its entry in `TAGS`, in its area, with its German title.
 */
function addToCatalogue(tag, area, title) {
  let text = readFileSync(CATALOGUE, 'utf8');
  const names = text.indexOf('const NAMES = [');
  const namesEnd = names < 0 ? -1 : text.indexOf('] as const;', names);
  const end = text.indexOf('} as const satisfies');
  if (namesEnd < 0 || end < 0) throw new Error('Katalog nicht lesbar: packages/core/src/element/tag-names.ts');
  text = `${text.slice(0, end)}  '${tag}': { area: '${area}', title: '${title.replace(/'/g, "\\'")}' },\n${text.slice(end)}`;
  text = `${text.slice(0, namesEnd)}  '${tag}',\n${text.slice(namesEnd)}`;
  writeFileSync(CATALOGUE, text);
}

const NARROW_STORIES = resolve(root, 'stories/narrow.stories.tsx');

/** The view's one story at 360 px (issue 24): its Standard story, folded by narrow() in stories/narrow.stories.tsx. */
function addNarrowStory(tag, area) {
  const Name = tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
  const text = readFileSync(NARROW_STORIES, 'utf8');
  const imports = text.lastIndexOf('\nimport ');
  const endOfImports = text.indexOf('\n', imports + 1);
  const line = `import * as ${Name} from '../packages/views/src/${area}/${tag}/${tag}.stories';`;
  const story = `export const ${Name}Schmal: StoryObj = { ...narrow(${Name}, 'Standard'), name: '${tag}' };\n`;
  writeFileSync(NARROW_STORIES, `${text.slice(0, endOfImports + 1)}${line}\n${text.slice(endOfImports + 1)}${story}`);
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const values = new Set(['--area', '--title', '--get'].map((flag) => process.argv[process.argv.indexOf(flag) + 1]));
  const tag = process.argv.slice(2).find((a) => !a.startsWith('--') && !values.has(a));
  const dryRun = process.argv.includes('--dry-run');
  if (!tag || !/^[a-z]+(-[a-z]+)+$/.test(tag)) {
    console.error(
      'Aufruf: npm run new-view -- <tag-mit-bindestrich> --area <Bereich> --title "<deutscher Titel>" [--get <GET-Pfad der Spezifikation>] [--dry-run]',
    );
    process.exit(1);
  }
  const known = catalogue()[tag];
  const area = option('area') ?? known?.area;
  const title = option('title') ?? known?.title;
  if (!area || !AREAS.includes(area) || !title) {
    console.error(`--area (${AREAS.join(', ')}) und --title sind nötig für einen Tag, der noch nicht im Katalog steht.`);
    process.exit(1);
  }
  const files = viewFiles(tag, { info: { area, title }, get: option('get') });
  for (const [file, text] of Object.entries(files)) {
    const path = resolve(root, file);
    if (existsSync(path)) {
      console.error(`${file} existiert schon; nichts geschrieben.`);
      process.exit(1);
    }
    if (!dryRun) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    console.log(`${dryRun ? '(probe) ' : ''}${relative(root, path)}`);
  }
  if (!dryRun) {
    if (!known) {
      addToCatalogue(tag, area, title);
      console.log('packages/core/src/element/tag-names.ts (Katalog: Tag eingetragen)');
    }
    addNarrowStory(tag, area);
    console.log('stories/narrow.stories.tsx (die Geschichte bei 360 px)');
    for (const file of syncRegistry()) console.log(`${file} (abgeleitet)`);
    // The docs from the contracts (props tables, element types, the loader's prop names).
    execFileSync(process.execPath, [resolve(root, 'scripts/docs.mjs')], { cwd: root, stdio: 'inherit' });
  }
}
