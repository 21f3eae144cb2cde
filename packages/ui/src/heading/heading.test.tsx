import { render, screen } from '@testing-library/react';
import { defineTag, defineWidgetElements, createRuntime, withWidgetShell } from '@stempeluhr/core';
import { expectConsole } from '@test/console-guard';
import type { ReactElement } from 'react';
import { Heading } from './index';

function Titled({ message }: { message: string }) {
  return (
    <section>
      <Heading>{message}</Heading>
      <Heading sub>Abschnitt</Heading>
    </section>
  );
}

const contract = defineTag({
  tag: 'flash-message',
  description: 'Probe',
  props: { message: { type: 'string', required: true, description: '' } },
  events: [],
  example: '<flash-message message="x"></flash-message>',
});

beforeAll(() => {
  defineWidgetElements({ loadRuntime: async () => createRuntime({ 'flash-message': async () => ({ View: Titled, contract }) }) });
});

beforeEach(() => {
  // Roots here are made by the elements, outside act(), as on a real page.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('heading-level: a page fits the widget into its outline', () => {
  it('a tag with heading-level="3" titles itself with an h3 and its sections with an h4, in the same look', async () => {
    document.body.innerHTML = '<flash-message message="Wochenübersicht" heading-level="3"></flash-message>';
    const title = await screen.findByRole('heading', { name: 'Wochenübersicht' });
    expect(title.tagName).toBe('H3');
    expect(title).toHaveClass('h5');
    expect(screen.getByRole('heading', { name: 'Abschnitt', level: 4 })).toHaveClass('h6');
  });

  it('without the attribute the title is an h2; a change of the attribute moves it', async () => {
    document.body.innerHTML = '<flash-message message="Team"></flash-message>';
    expect(await screen.findByRole('heading', { name: 'Team', level: 2 })).toBeInTheDocument();
    document.querySelector('flash-message')!.setAttribute('heading-level', '6');
    expect(await screen.findByRole('heading', { name: 'Team', level: 6 })).toBeInTheDocument();
    // A section below an h6 stays an h6 (there is no h7).
    expect(screen.getByRole('heading', { name: 'Abschnitt', level: 6 })).toBeInTheDocument();
  });

  it('a level outside 1–6 is a configuration error naming the attribute', async () => {
    expectConsole('error', /heading-level/);
    document.body.innerHTML = '<flash-message message="Team" heading-level="7"></flash-message>';
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attribut „heading-level“ „7“ ist keine Überschriftenebene (1 bis 6 erwartet).',
    );
  });

  it('the npm component takes it as headingLevel', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Shelled = withWidgetShell(Titled as never, contract as never) as unknown as (p: {
      message: string;
      headingLevel?: number;
    }) => ReactElement;
    render(<Shelled message="Punkte" headingLevel={4} />);
    expect(await screen.findByRole('heading', { name: 'Punkte', level: 4 })).toBeInTheDocument();
  });
});
