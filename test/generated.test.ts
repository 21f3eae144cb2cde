import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { propNamesSource } from '../scripts/docs-source';

// The classic loader's list of each tag's props is made from the tag contracts (`npm run docs`): a
// contract that gained a prop without a new list would leave that prop an attribute for Vue 3.
it('the loader’s prop names are up to date with the tag contracts (`npm run docs`)', () => {
  const file = readFileSync(resolve(process.cwd(), 'packages/core/src/element/prop-names.generated.ts'), 'utf8');
  expect(file).toBe(propNamesSource());
});
