import { screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { TEXTS } from '../texts/common';
import { defineWidgetElements, skippedTags } from './define';
import { createRuntime } from './runtime';

// A deploy replaces the hashed chunks while tabs are open, and pages move over one by one: what a user
// of such a page meets. One registry per test file: custom elements cannot be undefined again.
let viewLoads = 0;

beforeAll(() => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="stempeluhr-skip" content="welcome-view team-overview">');
  const runtime = createRuntime({
    // The page was opened before a deploy: the view's old chunk is gone from the server.
    'flash-message': () => {
      viewLoads++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  });
  defineWidgetElements({ loadRuntime: async () => runtime, tags: ['flash-message', 'welcome-view', 'team-overview', 'week-overview'] });
  // The runtime itself is gone (its chunks are hashed too).
  defineWidgetElements({
    loadRuntime: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    tags: ['locked-user'],
  });
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('rolling out page by page', () => {
  it('leaves the tags named in <meta name="stempeluhr-skip"> undefined, for the page’s old components', () => {
    expect(window.customElements.get('welcome-view')).toBeUndefined();
    expect(window.customElements.get('team-overview')).toBeUndefined();
    expect(window.customElements.get('week-overview')).toBeDefined();
  });

  it('reads the list separated by spaces or commas, in any case', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML = '<meta name="stempeluhr-skip" content="Welcome-View, team-overview  flash-message">';
    expect([...skippedTags(doc)]).toEqual(['welcome-view', 'team-overview', 'flash-message']);
  });
});

describe('a deploy while the page is open', () => {
  it('a view whose chunk is gone says a new version is there, with a reload button; mounting again tries again', async () => {
    const warnings = expectConsole('warn', /<flash-message>: Code der Ansicht konnte nicht geladen werden/);
    document.body.innerHTML = '<flash-message message="x"></flash-message>';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.newVersion);
    expect(within(alert).getByRole('button', { name: TEXTS.reload })).toBeEnabled();
    expect(screen.queryByText(TEXTS.widgetCrashed)).toBeNull();
    await waitFor(() => expect(warnings()).toHaveLength(1));
    document.body.innerHTML = '<flash-message message="y"></flash-message>';
    await waitFor(() => expect(viewLoads).toBe(2));
  });

  it('a runtime that is gone says the same inside the widget, and the page around it stays', async () => {
    const errors = expectConsole('error', /<locked-user>: Laufzeit konnte nicht geladen werden/);
    document.body.innerHTML = '<p>Seite</p><locked-user></locked-user>';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.newVersion);
    expect(within(alert).getByRole('button', { name: TEXTS.reload })).toBeEnabled();
    expect(screen.getByText('Seite')).toBeInTheDocument();
    await waitFor(() => expect(errors()).toHaveLength(1));
  });
});
