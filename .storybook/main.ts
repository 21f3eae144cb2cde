import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
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
