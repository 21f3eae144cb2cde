// Defaults live only in the contract (issue 22, item 3): the npm component and a view rendered on its own
// fill a missing prop from it, so a view has no default parameters of its own.
import { render, screen } from '@testing-library/react';
import { defineTag, type ViewProps } from './contract';
import { withWidgetShell } from './shell';
import { withDefaults } from './contract';

const probeTag = defineTag({
  tag: 'flash-message',
  description: 'Probe',
  props: {
    message: { type: 'string', required: true, description: '' },
    type: { type: 'enum', values: ['success', 'info'], default: 'success', description: '' },
    limit: { type: 'integer', default: 3, description: '' },
    open: { type: 'boolean', default: false, description: '' },
  },
  events: [],
  example: '<flash-message message="x"></flash-message>',
});

function Probe({ message, type, limit, open }: ViewProps<typeof probeTag>) {
  return <p data-testid="probe">{`${message} · ${type} · ${limit} · ${open ? 'offen' : 'zu'}`}</p>;
}

describe('the contract’s defaults', () => {
  it('the npm component without a prop behaves as with its default', async () => {
    const Npm = withWidgetShell(Probe, probeTag);
    const { unmount } = render(<Npm message="Hallo" />);
    const without = (await screen.findByTestId('probe')).textContent;
    unmount();
    render(<Npm message="Hallo" type="success" limit={3} open={false} />);
    expect((await screen.findByTestId('probe')).textContent).toBe(without);
    expect(without).toBe('Hallo · success · 3 · zu');
  });

  it('the npm component keeps a given value', async () => {
    const Npm = withWidgetShell(Probe, probeTag);
    render(<Npm message="Hallo" type="info" limit={7} open />);
    expect((await screen.findByTestId('probe')).textContent).toBe('Hallo · info · 7 · offen');
  });

  it('a view wrapped withDefaults fills a missing prop when rendered on its own, named after its tag', () => {
    const View = withDefaults(probeTag, Probe);
    render(<View message="Hallo" limit={5} />);
    expect(screen.getByTestId('probe').textContent).toBe('Hallo · success · 5 · zu');
    expect(View.displayName).toBe('FlashMessage');
  });
});
