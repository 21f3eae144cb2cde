// One contract per tag: the custom element and the npm component refuse the same bad props with the
// same German configuration error, inside the widget only.
import { render, screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { defineAllWidgets } from './define-all';
import { FlashMessage } from './index';

beforeAll(() => defineAllWidgets());
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const CASES: Array<{ name: string; html: string; props: Record<string, unknown>; says: string }> = [
  {
    name: 'an undeclared attribute',
    html: '<flash-message message="Hallo" colour="rot"></flash-message>',
    props: { message: 'Hallo', colour: 'rot' },
    says: 'Attribut „colour“ ist unbekannt (erlaubt: message, type).',
  },
  {
    name: 'a wrong enum value',
    html: '<flash-message message="Hallo" type="lila"></flash-message>',
    props: { message: 'Hallo', type: 'lila' },
    says: 'Attribut „type“ „lila“ ist nicht erlaubt (erlaubt: success, danger, warning, info).',
  },
  {
    name: 'a malformed JSON child value',
    html: '<flash-message><script type="application/json">{"message": 42}</script></flash-message>',
    props: { message: 42 },
    says: 'Attribut „message“ „42“ ist kein Text.',
  },
];

describe.each(CASES)('$name', ({ html, props, says }) => {
  it('the tag shows the German configuration error; its neighbour works', async () => {
    const errors = expectConsole('error', /Stempeluhr <flash-message>: Attribut/);
    document.body.innerHTML = `<div id="bad">${html}</div><div id="good"><flash-message message="Nachbar lebt"></flash-message></div>`;
    const bad = document.getElementById('bad')!;
    await waitFor(() => expect(within(bad).getByRole('alert')).toHaveTextContent(`Konfigurationsfehler in <flash-message>:${says}`));
    expect(await within(document.getElementById('good')!).findByText('Nachbar lebt')).toBeInTheDocument();
    await waitFor(() => expect(errors()).toHaveLength(1));
  });

  it('the npm component with the same props shows the same error', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expectConsole('error', /Stempeluhr <flash-message>: Attribut/);
    render(
      <>
        <div data-testid="bad">
          <FlashMessage {...(props as { message: string })} />
        </div>
        <FlashMessage message="Nachbar lebt" />
      </>,
    );
    expect(within(screen.getByTestId('bad')).getByRole('alert')).toHaveTextContent(`Konfigurationsfehler in <flash-message>:${says}`);
    expect(screen.getByText('Nachbar lebt')).toBeInTheDocument();
  });
});

it('a broken JSON child is named as such', async () => {
  expectConsole('error', /Stempeluhr <flash-message>: Attribut/);
  document.body.innerHTML = '<flash-message><script type="application/json">{oops</script></flash-message>';
  expect(await screen.findByRole('alert')).toHaveTextContent('enthält kein gültiges JSON-Objekt');
});
