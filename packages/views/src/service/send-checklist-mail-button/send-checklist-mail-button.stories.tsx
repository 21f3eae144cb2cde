import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendChecklistMailButton, sendChecklistMailButtonTag } from '@stempeluhr/views';
import { screen, userEvent, within } from 'storybook/test';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const meta = {
  ...viewMeta(SendChecklistMailButton, sendChecklistMailButtonTag),
} satisfies Meta<typeof SendChecklistMailButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = (p: MockParameters) => p;

export const Bereit: Story = { name: 'Bereit' };

/** After the first click: the success text, the button stays disabled. */
export const Versendet: Story = {
  name: 'Versendet',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bericht per E-Mail senden' }));
    await screen.findByText('Email erfolgreich versendet!');
  },
};

export const Serverfehler: Story = {
  name: 'Serverfehler',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/checklist/report/mail', status: 500 }] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bericht per E-Mail senden' }));
    await screen.findByText('Email konnte nicht versendet werden!');
  },
};

/** The server refuses (422): the spec's text, then the server's reasons as a list. */
export const Abgelehnt: Story = {
  name: 'Abgelehnt (mit Gründen)',
  parameters: params({
    mockFaults: [
      {
        method: 'POST',
        path: '/checklist/report/mail',
        status: 422,
        body: {
          message: 'Die Eingaben sind ungültig.',
          errors: { recipients: ['Für diese Checkliste ist kein Empfänger hinterlegt.'], report: ['Der Bericht für heute ist noch leer.'] },
        },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bericht per E-Mail senden' }));
    await screen.findByText('Für diese Checkliste ist kein Empfänger hinterlegt.');
  },
};

export const KeineVerbindung: Story = {
  name: 'Keine Verbindung',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/checklist/report/mail', network: true }] }),
  play: Serverfehler.play,
};

export const FremdeAdresse: Story = {
  name: 'Fremde Adresse',
  args: { route: 'https://evil.example/mail' },
  parameters: { expectedConsoleErrors: /route/ },
};

/** An unknown checklist (404): the failure text, and the button may be pressed again. */
export const UnbekannteCheckliste: Story = {
  name: 'Unbekannte Checkliste',
  args: { checklistId: 99 },
  play: Serverfehler.play,
};

export const Sitzungsende: Story = {
  name: 'Sitzungsende',
  parameters: params({ mockFaults: [{ method: 'POST', path: '/checklist/report/mail', status: 419 }] }),
  play: Serverfehler.play,
};
