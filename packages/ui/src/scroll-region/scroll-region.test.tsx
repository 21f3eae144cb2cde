import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region';

/** jsdom lays nothing out: the box's widths are what a browser would measure. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Mo</td>
        <td>Di</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollRegion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a table wider than its box can be scrolled with the keyboard: a named region in the tab order', () => {
    layout(900, 360);
    render(<ScrollRegion label="Dienste in KW 48">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Dienste in KW 48' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('a table that fits is no extra tab stop and no landmark', () => {
    layout(360, 360);
    render(<ScrollRegion label="Dienste in KW 48">{table}</ScrollRegion>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('stacked, each cell carries its column header as the label a narrow row shows, and the key cell is marked', () => {
    layout(360, 360);
    const { rerender } = render(
      <ScrollRegion label="Benutzerliste" layout="stack">
        <table>
          <thead>
            <tr>
              <th>
                <span className="visually-hidden">Auswahl</span>
              </th>
              <th>Name</th>
              <th colSpan={2}>Überstunden</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <input type="checkbox" aria-label="Anna Berger wählen" />
              </td>
              <td>Anna Berger</td>
              <td>+1:00 h</td>
              <td>Woche</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Auswahl', 'Name', 'Überstunden', 'Überstunden']);
    expect(cells.map((c) => c.hasAttribute('data-key'))).toEqual([false, true, false, false]);
    expect(screen.getByRole('table').closest('.stempeluhr-table-box')).toHaveAttribute('data-layout', 'stack');
    rerender(
      <ScrollRegion label="Benutzerliste" layout="stack">
        <table>
          <thead>
            <tr>
              <th>Name</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={3}>Keine Benutzer gefunden.</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    expect(screen.getByRole('cell', { name: 'Keine Benutzer gefunden.' })).toHaveAttribute('data-label', '');
  });

  it('a week plan wider than its box says it scrolls sideways', () => {
    layout(900, 360);
    render(
      <ScrollRegion label="Dienste in KW 48" layout="plan">
        {table}
      </ScrollRegion>,
    );
    expect(screen.getByText('Weitere Spalten: seitlich scrollen →')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dienste in KW 48' })).toHaveAttribute('tabindex', '0');
  });
});
