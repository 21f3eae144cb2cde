import { render, screen } from '@testing-library/react';
import { lookOfServerClass, STATE_LOOKS, StateBadge, StateLegend } from './index';

describe('one look per state', () => {
  it('a running booking and a forgotten one read differently, in words, not only in colour', () => {
    render(
      <>
        <StateBadge state="running" />
        <StateBadge state="open" />
      </>,
    );
    expect(screen.getByText('läuft')).toHaveClass('badge', 'text-bg-success');
    expect(screen.getByText('offen')).toHaveClass('badge', 'text-bg-warning');
  });

  it('vacation and half vacation share one colour and differ in their word', () => {
    render(
      <>
        <StateBadge state="vacation" />
        <StateBadge state="half-vacation" />
        <StateBadge state="vacation" label="Sonderurlaub" />
      </>,
    );
    expect(screen.getByText('Urlaub')).toHaveClass('text-bg-primary');
    expect(screen.getByText('½ Urlaub')).toHaveClass('text-bg-primary');
    expect(screen.getByText('Sonderurlaub')).toHaveClass('text-bg-primary');
  });

  it('task states show their glyph beside the word; the glyph is hidden from screen readers', () => {
    render(<StateBadge state="done" label="Erledigt von Max Müller" />);
    const badge = screen.getByText('Erledigt von Max Müller', { exact: false });
    expect(badge).toHaveTextContent('✓Erledigt von Max Müller');
    expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent('✓');
    expect(STATE_LOOKS['not-assigned'].glyph).toBe('○');
    expect(STATE_LOOKS.accepted.glyph).toBe('●');
    expect(STATE_LOOKS.rejected.glyph).toBe('✕');
  });

  it('a server class (Bootstrap 4 or 5, or a bare tone) maps onto our look and is never used as it comes', () => {
    expect(lookOfServerClass('badge badge-success')).toEqual({ tone: 'success', className: 'text-bg-success' });
    expect(lookOfServerClass('text-bg-danger')).toEqual({ tone: 'danger', className: 'text-bg-danger' });
    expect(lookOfServerClass('bg-warning')).toEqual({ tone: 'warning', className: 'text-bg-warning' });
    expect(lookOfServerClass('warning')).toEqual({ tone: 'warning', className: 'text-bg-warning' });
    expect(lookOfServerClass('badge-pill fancy-red')).toEqual({ tone: 'secondary', className: 'text-bg-secondary' });
    render(<StateBadge serverClass="badge badge-success" label="+0:57 h" />);
    const badge = screen.getByText('+0:57 h');
    expect(badge).toHaveClass('badge', 'text-bg-success');
    expect(badge).not.toHaveClass('badge-success');
  });

  it('the legend says what each colour shown means, once per state', () => {
    render(<StateLegend states={['running', 'open', 'running']} />);
    const legend = screen.getByTestId('state-legend');
    expect(legend).toHaveTextContent('Farben: läuft = Buchung läuft noch');
    expect(legend).toHaveTextContent('offen = Buchung ohne Ende an einem vergangenen Tag');
    expect(legend.querySelectorAll('.badge')).toHaveLength(2);
  });

  it('no legend for no states', () => {
    const { container } = render(<StateLegend states={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
