import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaningCalendar, PlanningRandomContext, planingCalendarTag, seededRandom } from '@stempeluhr/views';
import { expect, screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

/** Checklist 1 (Helpdesk): planned until Thursday 26.11.2026; Max Müller is away on Friday 27.11. */
const meta = {
  ...viewMeta(PlaningCalendar, planingCalendarTag),
  // Automatic planning picks the same people on every run of a story.
  decorators: [
    (Story) => (
      <PlanningRandomContext.Provider value={seededRandom(2026)}>
        <Story />
      </PlanningRandomContext.Provider>
    ),
  ],
} satisfies Meta<typeof PlaningCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Standard: Story = { name: 'Standard' };

/** "Automatisch planen" fills 27.11.–02.12.; the calendar turns green. */
export const AutomatischGeplant: Story = {
  name: 'Automatisch geplant',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Automatisch planen' }));
    await screen.findByText('6 Tage automatisch geplant.');
  },
};

/** Monitoring Icinga runs every day, nothing planned from 27.11. on. */
export const AndereCheckliste: Story = { name: 'Andere Checkliste', args: { checklistId: 2 } };

/** December: the Christmas holidays are yellow. */
export const Dezember: Story = { name: 'Dezember', args: { date: '2026-12-21' } };

export const Laden: Story = { name: 'Laden', parameters: params({ mockLatency: 600_000 }) };

export const Lesefehler: Story = {
  name: 'Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/next-ten-days', status: 500 }] }),
};

export const KalenderLesefehler: Story = {
  name: 'Kalender: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/planing/get-day-status', status: 500 }] }),
};

export const Speicherfehler: Story = {
  name: 'Speicherfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/serviceagent/ajax/leader/set', status: 500 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Planen: Mo, 23.11.2026' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** A leader on vacation: Max Müller is "Urlaub" and cannot be chosen on Friday 27.11. (agent and deputy). */
export const UrlaubGesperrt: Story = {
  name: 'Urlaub gesperrt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Servicemitarbeiter am Fr, 27.11.2026', 'Vertreter am Fr, 27.11.2026']) {
      const select = await canvas.findByRole('combobox', { name });
      const away = within(select).getByRole('option', { name: 'Max Müller (Urlaub)' }) as HTMLOptionElement;
      await expect(away.disabled).toBe(true);
    }
    // The day before he can be chosen.
    const thursday = canvas.getByRole('combobox', { name: 'Servicemitarbeiter am Do, 26.11.2026' });
    await expect((within(thursday).getByRole('option', { name: 'Max Müller' }) as HTMLOptionElement).disabled).toBe(false);
  },
};

/** Monitoring Icinga is planned on every one of these ten days: nothing to plan. */
export const NichtsZuPlanen: Story = {
  name: 'Nichts zu planen',
  args: { checklistId: 2, date: '2026-11-10' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Automatisch planen' }));
    await screen.findByText('Alle Tage haben schon einen Servicemitarbeiter.');
  },
};

export const LeiterLesefehler: Story = {
  name: 'Leiter: Lesefehler',
  parameters: params({ mockFaults: [{ method: 'GET', path: '/serviceagent/ajax/leaders', status: 500 }] }),
};

/** The server refuses the first day automatic planning saves: it stops there and shows the error. */
export const AutomatischAbgebrochen: Story = {
  name: 'Automatisch abgebrochen',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/serviceagent/ajax/leader/set', status: 500, times: 1 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Automatisch planen' }));
    await within(canvasElement).findByRole('alert');
  },
};

export const Sitzungsende: Story = {
  name: 'Sitzungsende',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/serviceagent/ajax/leader/set', status: 419 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Planen: Mo, 23.11.2026' }));
    await within(canvasElement).findByText(/Sitzung abgelaufen/);
  },
};
