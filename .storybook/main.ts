import type { StorybookConfig } from '@storybook/react-vite';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The sidebar by area, as the views are kept (`packages/views/src/<area>/<tag>/`): a story file is
 * named by its tag, so its area follows from where the view lives, and a new view's stories land
 * in their area the day they are written. Titles stay static for the indexer (one specifier per
 * area with a title prefix); a story file of no view (the ui blocks) keeps its own title.
 */
const AREA_TITLES: Record<string, string> = {
  timetracking: 'Zeiterfassung',
  team: 'Team',
  admin: 'Verwaltung',
  scheduling: 'Dienstplanung',
  telephone: 'Telefonplan',
  service: 'Service-Checklisten',
  tools: 'Werkzeuge',
};
const viewsDir = here('../packages/views/src');
const storyFiles = readdirSync(here('../stories')).filter((f) => /\.stories\.tsx?$/.test(f));
const areaOfTag = new Map<string, string>();
for (const area of readdirSync(viewsDir, { withFileTypes: true })) {
  if (!area.isDirectory()) continue;
  for (const view of readdirSync(`${viewsDir}/${area.name}`, { withFileTypes: true })) {
    if (view.isDirectory()) areaOfTag.set(view.name, area.name);
  }
}
const byArea = new Map<string, string[]>();
const unplaced: string[] = [];
for (const file of storyFiles) {
  const area = areaOfTag.get(file.replace(/\.stories\.tsx?$/, ''));
  if (area) byArea.set(area, [...(byArea.get(area) ?? []), file]);
  else unplaced.push(file);
}
// One specifier per file (a `{a,b,…}` glob of a whole area is longer than a file name may be, and
// Storybook's globby stats it); the order is the areas' order, then the files'.
const areaOrder = Object.keys(AREA_TITLES);
const stories: StorybookConfig['stories'] = [
  ...[...byArea.entries()]
    .sort(([a], [b]) => (areaOrder.indexOf(a) + 1 || 99) - (areaOrder.indexOf(b) + 1 || 99))
    .flatMap(([area, files]) => files.map((files) => ({ directory: '../stories', files, titlePrefix: AREA_TITLES[area] ?? area }))),
  ...unplaced.map((files) => ({ directory: '../stories', files })),
];

const config: StorybookConfig = {
  stories,
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs: one page per view (autodocs in preview.tsx) with the props table from the tag contract.
  // a11y: axe in the panel for every story, as e2e/a11y.spec.ts checks the built pages.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string> | undefined),
      '@mocks': here('../mocks'),
    };
    return viteConfig;
  },
};

export default config;
