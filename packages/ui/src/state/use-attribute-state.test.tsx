import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAttributeState } from './use-attribute-state';

function Year({ year }: { year: number }) {
  const [shown, setShown] = useAttributeState(year, () => year);
  return (
    <button type="button" onClick={() => setShown((y) => y - 1)}>
      Jahr {shown}
    </button>
  );
}

describe('useAttributeState', () => {
  it('starts from the attribute, lets the user move on, and follows a new attribute value', () => {
    const { rerender } = render(<Year year={2026} />);
    expect(screen.getByRole('button')).toHaveTextContent('Jahr 2026');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Jahr 2025');
    // The same attribute again keeps where the user went.
    rerender(<Year year={2026} />);
    expect(screen.getByRole('button')).toHaveTextContent('Jahr 2025');
    // A new value from the page: shown as a fresh mount would show it.
    rerender(<Year year={2020} />);
    expect(screen.getByRole('button')).toHaveTextContent('Jahr 2020');
  });
});
