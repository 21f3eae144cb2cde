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
});
