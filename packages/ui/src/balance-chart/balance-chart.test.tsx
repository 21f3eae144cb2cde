import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BalanceChart } from './balance-chart';

const days = [
  { date: '2026-11-02', seconds: 2 * 3600 }, // KW 45
  { date: '2026-11-03', seconds: 30 * 60 },
  { date: '2026-11-10', seconds: -(75 * 60) }, // KW 46
];

describe('<BalanceChart>', () => {
  it('is one image whose name sums up the range and the balance', () => {
    render(<BalanceChart values={days} from="2026-11-02" to="2026-11-22" />);
    expect(screen.getByRole('img', { name: 'Überstunden je Woche, KW 45/2026 bis KW 47/2026: Summe +1:15' })).toBeInTheDocument();
  });

  it('shows the same figures as a table behind „Als Tabelle anzeigen“, signed, with the sum', async () => {
    const user = userEvent.setup();
    render(<BalanceChart values={days} from="2026-11-02" to="2026-11-22" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen', expanded: false }));

    const table = screen.getByRole('table', { name: 'Überstunden je Woche' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['WocheÜberstunden', 'KW 45/2026+2:30', 'KW 46/2026−1:15', 'KW 47/2026±0:00', 'Summe+1:15']);
    expect(within(table).getByText('−1:15')).toHaveClass('text-danger');

    await user.click(screen.getByRole('button', { name: 'Tabelle ausblenden', expanded: true }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives every bar a tooltip with its name and signed value, and signs on the axis', () => {
    render(<BalanceChart values={days} from="2026-11-02" to="2026-11-22" />);
    const chart = within(screen.getByRole('img'));
    for (const title of ['KW 45/2026: +2:30', 'KW 46/2026: −1:15', 'KW 47/2026: ±0:00'])
      expect(chart.getByText(title).tagName).toBe('title');
    for (const label of ['+2:00', '±0:00', '−2:00', 'KW 45', 'KW 46', 'KW 47']) expect(chart.getByText(label)).toBeInTheDocument();
  });

  it('a long period is drawn by month', () => {
    render(<BalanceChart values={[{ date: '2026-03-15', seconds: -3600 }]} from="2026-01-01" to="2026-06-30" />);
    expect(screen.getByRole('img', { name: 'Überstunden je Monat, Januar 2026 bis Juni 2026: Summe −1:00' })).toBeInTheDocument();
  });

  it('one week alone is named once', () => {
    render(<BalanceChart values={[]} from="2026-11-23" to="2026-11-29" />);
    expect(screen.getByRole('img', { name: 'Überstunden je Woche, KW 48/2026: Summe ±0:00' })).toBeInTheDocument();
  });
});
