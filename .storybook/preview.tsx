import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@stempeluhr/ui/styles.css';
import { handlers } from '@mocks/index';
import { storyDecorator, storyLoader } from '../stories/support';

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
  loaders: [storyLoader, mswLoader(startBackend)],
  decorators: [storyDecorator],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
