// npm run docs: writes the status line and the props tables into README.md from the tag contracts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocs } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = resolve(root, 'README.md');
const docs = await loadDocs();
const text = readFileSync(readme, 'utf8');
const next = text
  .replace(/<!-- props:start -->[\s\S]*<!-- props:end -->/, `<!-- props:start -->\n${docs.propsTablesMarkdown()}<!-- props:end -->`)
  .replace(/<!-- status:start -->[\s\S]*<!-- status:end -->/, `<!-- status:start -->\n${docs.statusMarkdown()}\n<!-- status:end -->`);
writeFileSync(readme, next);
writeFileSync(resolve(root, 'packages/widgets/src/elements.generated.ts'), docs.elementTypesSource());
writeFileSync(resolve(root, 'packages/core/src/element/prop-names.generated.ts'), docs.propNamesSource());
console.log(
  'README.md: Status und Props-Tabellen aktualisiert; packages/widgets/src/elements.generated.ts und packages/core/src/element/prop-names.generated.ts geschrieben.',
);
