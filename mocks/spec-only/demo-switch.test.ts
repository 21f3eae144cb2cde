// The switches of the spec-only mode: `DEMO_SPEC_ONLY=1 npm run demo` and Storybook's toolbar.
import { TEST_NOW } from '@test/clock';
import { resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createDemoServer } from '../../host-demo/server';
import { resetSettings, settings } from '../http/settings';

const ROOT = resolve(__dirname, '../..');
const create = () => createDemoServer({ distDir: resolve(ROOT, 'dist'), rootDir: ROOT, now: TEST_NOW });

afterEach(() => {
  delete process.env.DEMO_SPEC_ONLY;
  resetSettings({ specOnly: true });
});

it('DEMO_SPEC_ONLY=1 turns the spec-only mode on; without it the demo answers everything the mock has', () => {
  process.env.DEMO_SPEC_ONLY = '1';
  create();
  expect(settings.specOnly).toBe(true);
  delete process.env.DEMO_SPEC_ONLY;
  create();
  expect(settings.specOnly).toBe(false);
});

it('the Storybook toolbar „Nur Spezifikation“ switches it per story; off by default', async () => {
  const { storyLoader } = await import('@stories/support');
  const load = (globals: Record<string, unknown>) => (storyLoader as (context: unknown) => Promise<unknown>)({ parameters: {}, globals });
  await load({ specOnly: 'on' });
  expect(settings.specOnly).toBe(true);
  await load({});
  expect(settings.specOnly).toBe(false);
});
