import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderView } from '@test/render';
import { MultiSelect } from './multi-select';

const FRUITS = ['Apfel', 'Birne', 'Kirsche', 'Pflaume'];

function Fruits({ initial = [] as string[], onSubmit = () => {} }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <MultiSelect label="Obst" items={FRUITS} selected={chosen} onChange={setChosen} itemKey={(f) => f} itemLabel={(f) => f} />
      <output data-testid="chosen">{chosen.join(',')}</output>
    </form>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;

describe('MultiSelect (ARIA combobox without downshift)', () => {
  it('has the combobox pattern: label, expanded state, listbox, highlighted option as active descendant', async () => {
    const { user } = renderView(<Fruits />);
    const input = screen.getByRole('combobox', { name: 'Obst' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Obst' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const first = screen.getByRole('option', { name: 'Apfel' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
  });

  it('Enter takes the highlighted entry without submitting the form; Enter on a closed list submits', async () => {
    const submitted = vi.fn();
    const { user } = renderView(<Fruits onSubmit={submitted} />);
    const input = screen.getByRole('combobox', { name: 'Obst' });
    await user.click(input);
    await user.keyboard('{End}{Enter}');
    expect(chosen()).toBe('Pflaume');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('arrows wrap around, Home and End jump, a click takes an entry and keeps the list open', async () => {
    const { user } = renderView(<Fruits />);
    const input = screen.getByRole('combobox', { name: 'Obst' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Pflaume' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Apfel' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Kirsche' }));
    expect(chosen()).toBe('Kirsche');
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('Escape closes the list, a second Escape clears the search', async () => {
    const { user } = renderView(<Fruits />);
    const input = screen.getByRole('combobox', { name: 'Obst' });
    await user.type(input, 'bi');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input).toHaveValue('bi');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('ArrowLeft at the start walks the chosen entries; Backspace removes the focused one', async () => {
    const { user } = renderView(<Fruits initial={['Apfel', 'Birne']} />);
    const input = screen.getByRole('combobox', { name: 'Obst' });
    await user.click(input);
    await user.keyboard('{Escape}{ArrowLeft}');
    const birne = screen.getByText('Birne', { selector: '.badge' });
    expect(birne).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Apfel', { selector: '.badge' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chosen()).toBe('Birne');
    await user.keyboard('{ArrowRight}');
    expect(input).toHaveFocus();
  });

  it('the toggle button opens the list and leaves the focus in the search field', async () => {
    const { user } = renderView(<Fruits />);
    await user.click(screen.getByRole('button', { name: 'Liste öffnen' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Obst' })).toHaveFocus();
  });
});
