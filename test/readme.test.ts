// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import {
  propsTablesMarkdown,
  buildManifest,
  statusMarkdown,
  customElementsManifest,
  vscodeCustomData,
  elementTypesSource,
} from '../scripts/docs-source';

describe('generated documentation', () => {
  it('the README props tables match the tag contracts (run `npm run docs` after changing a spec)', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    const block = /<!-- props:start -->\n([\s\S]*)<!-- props:end -->/.exec(readme)?.[1];
    expect(block).toBe(propsTablesMarkdown());
  });

  it('the README status names exactly the built views (run `npm run docs` after adding one)', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    expect(/<!-- status:start -->\n([\s\S]*)\n<!-- status:end -->/.exec(readme)?.[1]).toBe(statusMarkdown());
  });

  it('the manifest has 34 tags, each with an example that embeds it', () => {
    const manifest = buildManifest();
    expect(manifest.tags).toHaveLength(34);
    for (const entry of manifest.tags) expect(entry.example).toMatch(new RegExp(`^<${entry.tag}[\\s>]`));
  });

  it('the typed tags are up to date (run `npm run docs` after changing a contract)', () => {
    const file = readFileSync(resolve(__dirname, '../packages/widgets/src/elements.generated.ts'), 'utf8');
    expect(file).toBe(elementTypesSource());
  });

  it('the Custom Elements Manifest describes every tag with its attributes, fields and events', () => {
    const cem = customElementsManifest();
    expect(cem.schemaVersion).toBe('2.1.0');
    // Valid against the community schema itself (custom-elements-manifest 2.1.0's schema.json).
    const schema = JSON.parse(readFileSync(resolve(__dirname, '../node_modules/custom-elements-manifest/schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(JSON.parse(JSON.stringify(cem))), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(cem.modules).toHaveLength(34);
    const manifest = buildManifest();
    for (const [index, module] of cem.modules.entries()) {
      const entry = manifest.tags[index];
      const [declaration] = module.declarations;
      expect(module.kind).toBe('javascript-module');
      expect(declaration).toMatchObject({ kind: 'class', customElement: true, tagName: entry.tag });
      expect(declaration.attributes.map((a) => a.name)).toEqual(entry.props.map((p) => p.attribute));
      expect(declaration.members.map((m) => m.name)).toEqual(entry.props.map((p) => p.prop));
      expect(declaration.events.map((e) => e.name)).toEqual(entry.events);
      expect(module.exports).toEqual([
        { kind: 'custom-element-definition', name: entry.tag, declaration: { name: declaration.name, module: module.path } },
      ]);
    }
  });

  it("VS Code's custom data offers every tag and attribute, also in the Vue `:` spelling, with enum values", () => {
    const data = vscodeCustomData();
    expect(data.tags.map((t) => t.name)).toEqual(buildManifest().tags.map((t) => t.tag));
    const week = data.tags.find((t) => t.name === 'week-overview')!;
    expect(week.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['mode', ':mode', 'date', 'dn', 'year', 'week', 'month', 'from', 'to']),
    );
    expect(week.attributes.find((a) => a.name === 'mode')).toMatchObject({
      values: [{ name: 'week' }, { name: 'weekly' }, { name: 'monthly' }, { name: 'periodic' }],
    });
  });
});
