// A view that can't read an answer says where (issue 19, point 6): QueryView shows the German error,
// logs ONE console.warn naming the tag, the call and the field path, and its element emits
// `stempeluhr:contract` with the same — never a value of the answer.
import { createQueryClient, parseResponse, WidgetShell } from '@stempeluhr/core';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { expectConsole } from '@test/console-guard';
import { QueryView } from './query-view';

const SECRET_NAME = 'Frau Geheimnis';
const schema = z.object({ days: z.array(z.object({ date: z.string(), name: z.string() })) });

/** A read whose answer has a day's date as a number where the view expects a string. */
function Days() {
  const query = useQuery({
    queryKey: ['days'],
    queryFn: () => parseResponse(schema, { days: [{ date: 20261123, name: SECRET_NAME }] }, 'clocking/monthly'),
    retry: false,
  });
  return <QueryView query={query}>{(data) => <p>{data.days.length} Tage</p>}</QueryView>;
}

describe('QueryView with an answer it cannot read', () => {
  it('shows the German error, warns once naming tag, call and field, and emits stempeluhr:contract with the same, without a value', async () => {
    const warnings = expectConsole('warn', /^\[stempeluhr\] Vertrag:/);
    const host = document.createElement('week-overview');
    document.body.append(host);
    const onHost: unknown[] = [];
    const onPage: unknown[] = [];
    host.addEventListener('stempeluhr:contract', (event) => onHost.push(event.detail));
    const listener = (event: DocumentEventMap['stempeluhr:contract']) => onPage.push(event.detail);
    document.addEventListener('stempeluhr:contract', listener);
    try {
      const ui = (
        <WidgetShell name="week-overview" host={host} queryClient={createQueryClient()}>
          <Days />
        </WidgetShell>
      );
      const view = render(ui, { container: host });
      expect(await screen.findByRole('alert')).toHaveTextContent('Unerwartete Antwort vom Server.');
      view.rerender(ui);
      expect(await screen.findByRole('alert')).toBeInTheDocument();

      expect(warnings()).toEqual([
        '[stempeluhr] Vertrag: <week-overview> kann die Antwort von clocking/monthly nicht lesen (Feld: days.0.date)',
      ]);
      const detail = { call: 'clocking/monthly', path: 'days.0.date', tag: 'week-overview' };
      expect(onHost).toEqual([detail]);
      expect(onPage).toEqual([detail]);
      const said = [...warnings(), JSON.stringify(onPage), host.textContent ?? ''].join('\n');
      expect(said).not.toContain('20261123');
      expect(said).not.toContain(SECRET_NAME);
      view.unmount();
    } finally {
      document.removeEventListener('stempeluhr:contract', listener);
      host.remove();
    }
  });
});
