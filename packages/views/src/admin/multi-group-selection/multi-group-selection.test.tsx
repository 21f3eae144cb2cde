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
