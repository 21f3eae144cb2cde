import { createRuntime, defineWidgetElements } from '@stempeluhr/core';
import { resetDb } from '@mocks/node';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { VIEW_LOADERS } from '../../registry.generated';
import { NOW } from './welcome-view.fixtures';
import { pageUrl, recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

// The tag as a server template writes it: attributes parsed by the tag spec, then the view.
beforeAll(() => {
  const runtime = createRuntime({ 'welcome-view': VIEW_LOADERS['welcome-view'] });
  defineWidgetElements({ loadRuntime: async () => runtime, tags: ['welcome-view'] });
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetDb({ now: NOW, currentUserId: 4 });
});

describe('<welcome-view>', () => {
  it('needs no attributes; the rating goes to /ryb/intensity', async () => {
    document.body.innerHTML = '<welcome-view></welcome-view>';
    const rate = await screen.findByRole('button', { name: 'Jetzt bewerten' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled();
    fireEvent.click(rate);
    expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/ryb/intensity'));
  });

  it('ryb-url moves the rating survey (same origin only)', async () => {
    document.body.innerHTML = '<welcome-view ryb-url="/ryb/intensity?from=home"></welcome-view>';
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt bewerten' }, { timeout: 5000 }));
    expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/ryb/intensity?from=home'));
  });

  it('a foreign ryb-url is a configuration error', async () => {
    const seen = expectConsole('error', /Stempeluhr <welcome-view>: Attribut „ryb-url“/);
    document.body.innerHTML = '<welcome-view ryb-url="javascript:alert(1)"></welcome-view>';
    expect(await screen.findByRole('alert')).toHaveTextContent('Attribut „ryb-url“');
    await waitFor(() => expect(seen()).toHaveLength(1));
  });
});
