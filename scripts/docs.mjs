// npm run docs: writes the props tables into README.md from the tag specs.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocs } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = resolve(root, 'README.md');
const docs = await loadDocs();
const text = readFileSync(readme, 'utf8');
const next = text.replace(/<!-- props:start -->[\s\S]*<!-- props:end -->/, `<!-- props:start -->\n${docs.propsTablesMarkdown()}<!-- props:end -->`);
writeFileSync(readme, next);
console.log('README.md: Props-Tabellen aktualisiert.');
