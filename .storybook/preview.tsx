import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@stempeluhr/ui/styles.css';
import { handlers } from '@mocks/index';
import { ROLE_ITEMS, SPEC_ONLY_ITEMS, storyDecorator, storyLoader } from '../stories/support';
import { VIEWPORTS } from '../stories/narrow';
import { configure } from 'storybook/test';

// A play waits for what a user would see, never as a speed check: the story walk runs three workers on two
// cores, where a view's first answer or six saves in a row took over the default second (as in test/setup.ts).
configure({ asyncUtilTimeout: 5000 });

/**
 * In the browser a service worker answers; in vitest (portable stories) the test setup's msw/node
 * server does, since a service worker cannot run outside a browser.
 */
// The widgets speak German; so does the preview document (screen readers, hyphenation, pickers).
if (typeof document !== 'undefined') document.documentElement.lang = 'de';

async function startBackend() {
  const nodeServer = (globalThis as { __STEMPELUHR_MSW__?: unknown }).__STEMPELUHR_MSW__;
  if (nodeServer) return nodeServer as ReturnType<typeof setupWorker>;
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}

const preview: Preview = {
  // A docs page per view: description, props table (from the tag contract, see stories/contract-meta.tsx) and every story.
  tags: ['autodocs'],
  loaders: [storyLoader, mswLoader(startBackend)],
  decorators: [storyDecorator],
  globalTypes: {
    role: {
      description: 'Angemeldet als (Rolle im emulierten Backend)',
      toolbar: {
        title: 'Rolle',
        icon: 'user',
        dynamicTitle: true,
        items: ROLE_ITEMS,
      },
    },
    specOnly: {
      description: 'Nur Spezifikation: das emulierte Backend antwortet nur, was die Spezifikation zeigt (docs/server-contract.md)',
      toolbar: {
        title: 'Nur Spezifikation',
        icon: 'filter',
        dynamicTitle: true,
        items: SPEC_ONLY_ITEMS,
      },
    },
    // No toolbar: set from the URL (`&globals=mockLatency:0`) by e2e-stories/, which wants each
    // story's settled state without the default 250 ms per answer (see stories/support.tsx).
    mockLatency: { description: 'Antwortzeit des emulierten Backends in ms (sonst die der Story, 250 ms)' },
  },
  initialGlobals: { role: 'story', specOnly: 'off' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The toolbar's widths: the two of the design review, 360 px and 1200 px (issue 24). Each view's
    // 360 px story is in „Schmal (360 px)“ (stories/narrow.stories.tsx).
    viewport: { options: VIEWPORTS },
    // WCAG 2.x A/AA, the rule set of e2e/a11y.spec.ts (which gates CI on the built pages); here the
    // findings show in each story's Accessibility panel (and would fail Storybook's own test runner).
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } },
      test: 'error',
    },
  },
};

export default preview;
