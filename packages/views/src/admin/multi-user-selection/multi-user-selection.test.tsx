import { screen } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { multiUserSelectionTag } from './multi-user-selection.tag';
import { MultiUserSelection, preselectedUserIds } from './multi-user-selection';

const options = [
  { id: 1, dn: 'Anna Berger' },
  { id: 2, dn: 'Bernd Özdemir' },
  { id: 3, dn: 'Clara Schulz' },
];

const hidden = () => (document.querySelector('input[name="users"]') as HTMLInputElement).value;

describe('multi-user-selection', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('reads preselected ids from the users query parameter and ignores junk', () => {
    expect(preselectedUserIds('?users=1,abc,3,,-2,4.5')).toEqual([1, 3]);
    window.history.pushState({}, '', '/admin?users=3,x,1,99');
    renderView(<MultiUserSelection options={options} />);
    expect(screen.getByText('Anna Berger')).toBeInTheDocument();
    expect(screen.getByText('Clara Schulz')).toBeInTheDocument();
    expect(hidden()).toBe('1,3');
  });

  it('searches, picks several with the keyboard and submits them in the hidden field users', async () => {
    const { user, host } = renderView(<MultiUserSelection options={options} />);
    const changed = vi.fn();
    host.addEventListener('stempeluhr:selection-changed', (e) => changed((e as CustomEvent).detail.values));
    const input = screen.getByRole('combobox', { name: 'Benutzer' });
    await user.type(input, 'ozd');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await user.type(input, 'clara{Enter}');
    expect(hidden()).toBe('2,3');
    expect(changed).toHaveBeenLastCalledWith([2, 3]);
  });

  it('adds nobody when the user clicks into the field and leaves it with Tab (issue 23 point 2)', async () => {
    const { user } = renderView(
      <>
        <MultiUserSelection options={options} />
        <input aria-label="Nächstes Feld" />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Benutzer' });
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nächstes Feld' })).toHaveFocus();
    expect(hidden()).toBe('');
    expect(screen.queryByRole('button', { name: 'Anna Berger entfernen' })).toBeNull();
    // After a pick the list stays open with the next entry highlighted: Tab away adds that one neither.
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(hidden()).toBe('1');
    await user.tab();
    expect(hidden()).toBe('1');
  });

  it('adds nobody when the user leaves by a click elsewhere, after a hover or a typed search (issue 23 point 2)', async () => {
    const { user } = renderView(
      <>
        <MultiUserSelection options={options} />
        <p>Anderswo</p>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Benutzer' });
    // A click in and a click elsewhere.
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByText('Anderswo'));
    expect(hidden()).toBe('');
    // The mouse rests on an entry, then the user clicks elsewhere.
    await user.click(input);
    await user.hover(screen.getByRole('option', { name: 'Clara Schulz' }));
    await user.click(screen.getByText('Anderswo'));
    expect(hidden()).toBe('');
    // A typed search highlights its first hit; Tab away takes it neither.
    await user.type(input, 'bern');
    expect(screen.getByRole('option', { name: 'Bernd Özdemir' })).toBeInTheDocument();
    await user.tab();
    expect(hidden()).toBe('');
    expect(screen.queryByRole('button', { name: /entfernen$/ })).toBeNull();
  });

  it('takes on Tab the entry the user moved to with the arrow keys', async () => {
    const { user } = renderView(<MultiUserSelection options={options} />);
    const input = screen.getByRole('combobox', { name: 'Benutzer' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bernd Özdemir' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(hidden()).toBe('2');
    expect(screen.getByRole('button', { name: 'Bernd Özdemir entfernen' })).toBeInTheDocument();
  });

  it('keeps the list open after a pick with the next entry highlighted, so Enter takes several in a row', async () => {
    const { user } = renderView(<MultiUserSelection options={options} />);
    await user.click(screen.getByRole('combobox', { name: 'Benutzer' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(hidden()).toBe('2');
    expect(screen.getByRole('option', { name: 'Clara Schulz' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(hidden()).toBe('2,3');
    await user.keyboard('{End}{Enter}');
    expect(hidden()).toBe('2,3,1');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('removes the last chosen user with Backspace in the empty field, or the one marked with the left arrow', async () => {
    window.history.pushState({}, '', '/?users=1,2,3');
    const { user } = renderView(<MultiUserSelection options={options} />);
    await user.click(screen.getByRole('combobox', { name: 'Benutzer' }));
    await user.keyboard('{Backspace}');
    expect(hidden()).toBe('1,2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(hidden()).toBe('2');
    // Typed text is never eaten by the chips' keys.
    await user.keyboard('an{Backspace}');
    expect(screen.getByRole('combobox', { name: 'Benutzer' })).toHaveValue('a');
    expect(hidden()).toBe('2');
  });

  it('removes a chosen user with its remove button', async () => {
    window.history.pushState({}, '', '/?users=1,2');
    const { user } = renderView(<MultiUserSelection options={options} />);
    await user.click(screen.getByRole('button', { name: 'Anna Berger entfernen' }));
    expect(hidden()).toBe('2');
  });

  it('renders at most optionsLimit options and says that more exist', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, dn: `Person ${i + 1}` }));
    const { user } = renderView(<MultiUserSelection options={many} optionsLimit={10} />);
    await user.click(screen.getByRole('combobox', { name: 'Benutzer' }));
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('20 weitere Treffer – bitte Suche verfeinern')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderView(<MultiUserSelection options={options} />);
    await user.type(screen.getByRole('combobox', { name: 'Benutzer' }), 'zzz');
    expect(screen.getByText('Keine Benutzer gefunden')).toBeInTheDocument();
  });

  it('shows a German message for options of the wrong shape', () => {
    expectConsole('error', /<multi-user-selection>: Attribut „options“ enthält keine gültigen Daten/);
    const Contracted = contracted(MultiUserSelection, multiUserSelectionTag);
    renderView(<Contracted options={[{ name: 'x' }]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Attribut „options“ enthält keine gültigen Daten');
  });
});
