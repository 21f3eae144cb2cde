// npm run docs: writes the status line into README.md and the props tables into docs/views.md from the
// tag contracts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocs } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docs = await loadDocs();
const rewrite = (file, change) => {
  const path = resolve(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};
rewrite('README.md', (text) =>
  text.replace(/<!-- status:start -->[\s\S]*<!-- status:end -->/, `<!-- status:start -->\n${docs.statusMarkdown()}\n<!-- status:end -->`),
);
rewrite('docs/views.md', (text) =>
  text.replace(/<!-- props:start -->[\s\S]*<!-- props:end -->/, `<!-- props:start -->\n${docs.propsTablesMarkdown()}<!-- props:end -->`),
);
writeFileSync(resolve(root, 'packages/widgets/src/elements.generated.ts'), docs.elementTypesSource());
writeFileSync(resolve(root, 'packages/core/src/element/prop-names.generated.ts'), docs.propNamesSource());
console.log(
  'README.md: Status; docs/views.md: Props-Tabellen aktualisiert; packages/widgets/src/elements.generated.ts und packages/core/src/element/prop-names.generated.ts geschrieben.',
);
