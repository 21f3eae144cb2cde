import { TEST_NOW } from '@test/clock';
import { createRuntime, defineWidgetElements } from '@stempeluhr/core';
import { resetDb, server } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { VIEW_LOADERS } from '../../registry.generated';

// The tag as a server template writes it: attributes parsed by the tag spec, then the view.
beforeAll(async () => {
  // Load the view's module (pickers, chart) once up front: on a loaded machine its first transform
  // alone can take longer than a test's wait for the rows.
  const load = VIEW_LOADERS['week-overview'];
  if (!load) throw new Error('week-overview fehlt in der Registry');
  await load();
  const runtime = createRuntime({ 'week-overview': load });
  defineWidgetElements({ loadRuntime: async () => runtime, tags: ['week-overview'] });
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetDb({ now: TEST_NOW });
});

function recordRequests(): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const dayRows = () => screen.queryAllByRole('button', { name: /^(Mo|Di|Mi|Do|Fr|Sa|So), / });

describe('<week-overview>', () => {
  it('without attributes shows the own week of today', async () => {
    const requests = recordRequests();
    document.body.innerHTML = '<week-overview></week-overview>';
    await waitFor(() => expect(dayRows()).toHaveLength(7), { timeout: 5000 });
    expect(requests[0].pathname).toMatch(/^\/json\/clocking\/week-overview\/\d{4}-\d{2}-\d{2}$/);
  });

  it('monthly: integer attributes become the query', async () => {
    const requests = recordRequests();
    document.body.innerHTML = '<week-overview mode="monthly" year="2026" month="2"></week-overview>';
    await waitFor(() => expect(dayRows()).toHaveLength(28), { timeout: 5000 });
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ year: '2026', month: '2', isApi: 'true' });
  });

  it('weekly without dn: the view says what is missing and asks nothing', async () => {
    const requests = recordRequests();
    expectConsole('error', /<week-overview>: Attribut „dn“ fehlt/);
    document.body.innerHTML = '<week-overview mode="weekly" year="2026" week="48"></week-overview>';
    expect(await screen.findByRole('alert')).toHaveTextContent('Attribut „dn“ fehlt.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it.each([
    ['<week-overview date="2024-13-45"></week-overview>', 'date'],
    ['<week-overview mode="monthly" year="abc" month="1"></week-overview>', 'year'],
    ['<week-overview mode="daily"></week-overview>', 'mode'],
  ])('%s: a configuration error and no request', async (html, attribute) => {
    const seen = expectConsole('error', /Stempeluhr <week-overview>: Attribut/);
    const requests = recordRequests();
    document.body.innerHTML = html;
    expect(await screen.findByRole('alert')).toHaveTextContent(`Attribut „${attribute}“`);
    await waitFor(() => expect(seen()).toHaveLength(1));
    expect(requests).toEqual([]);
  });
});
