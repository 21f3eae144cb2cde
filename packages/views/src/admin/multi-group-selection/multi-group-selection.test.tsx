import { screen } from '@testing-library/react';
import { renderView } from '@test/render';
import { MultiGroupSelection } from './multi-group-selection';

const options = [
  { id: 1, name: 'Helpdesk' },
  { id: 2, name: 'Entwicklung' },
  { id: 3, name: 'Icinga-Master' },
];

const submitted = () => [...document.querySelectorAll<HTMLInputElement>('input[name="groups[]"]')].map((i) => i.value);

describe('multi-group-selection', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('submits one hidden groups[] field per chosen group, holding its name', async () => {
    const { user } = renderView(<MultiGroupSelection options={options} />);
    expect(submitted()).toEqual([]);
    const input = screen.getByRole('combobox', { name: 'Gruppen' });
    await user.type(input, 'icin{Enter}');
    await user.type(input, 'help{Enter}');
    expect(submitted()).toEqual(['Icinga-Master', 'Helpdesk']);
  });

  it('a Tab out of the field adds a group only when the user moved to it with the arrow keys (issue 23 point 2)', async () => {
    const { user } = renderView(<MultiGroupSelection options={options} />);
    const input = screen.getByRole('combobox', { name: 'Gruppen' });
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.tab();
    expect(submitted()).toEqual([]);
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Icinga-Master' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(submitted()).toEqual(['Icinga-Master']);
  });

  it('takes preselected names from the groups[] query parameters', () => {
    window.history.pushState({}, '', '/?groups[]=Entwicklung&groups[]=Unbekannt');
    renderView(<MultiGroupSelection options={options} />);
    expect(submitted()).toEqual(['Entwicklung']);
  });

  it('Backspace in the empty search removes the last chosen group', async () => {
    window.history.pushState({}, '', '/?groups[]=Entwicklung&groups[]=Helpdesk');
    const { user } = renderView(<MultiGroupSelection options={options} />);
    await user.click(screen.getByRole('combobox', { name: 'Gruppen' }));
    await user.keyboard('{Backspace}');
    expect(submitted()).toEqual(['Helpdesk']);
  });
});
