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
// Each view's stories live beside the view (`packages/views/src/<area>/<tag>/<tag>.stories.tsx`), the
// building blocks' beside theirs in packages/ui. One specifier per area, in the areas' order.
const viewsDir = here('../packages/views/src');
const areaOrder = Object.keys(AREA_TITLES);
const areas = readdirSync(viewsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && AREA_TITLES[d.name])
  .map((d) => d.name)
  .sort((a, b) => areaOrder.indexOf(a) - areaOrder.indexOf(b));
const stories: StorybookConfig['stories'] = [
  ...areas.map((area) => ({ directory: `../packages/views/src/${area}`, files: '*/*.stories.tsx', titlePrefix: AREA_TITLES[area] })),
  { directory: '../packages/ui/src', files: '**/*.stories.tsx' },
  // One story per view at 360 px, made from one of its own (issue 24: the stories are not doubled).
  { directory: '../stories', files: 'narrow.stories.tsx' },
  // The server contract (generated, docs/server-contract.md) as a docs page for designers and the backend team.
  { directory: '../docs', files: 'server-contract.mdx' },
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
      '@stories': here('../stories'),
    };
    return viteConfig;
  },
};

export default config;
