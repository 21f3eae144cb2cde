import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlashMessage, flashMessageTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';

const meta = { ...viewMeta(FlashMessage, flashMessageTag) } satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Erfolg: Story = { name: 'Erfolg' };
export const Fehler: Story = { name: 'Fehler', args: { type: 'danger', message: 'Eintrag konnte nicht gespeichert werden.' } };
export const Warnung: Story = { name: 'Warnung', args: { type: 'warning', message: 'Die Woche ist noch nicht abgeschlossen.' } };
export const Info: Story = { name: 'Info', args: { type: 'info', message: 'Zeiten werden neu berechnet' } };
export const LangerText: Story = {
  name: 'Langer Text',
  args: { message: `Sehr lange Meldung ${'mit vielen Wörtern '.repeat(40)}und 🙂 Emoji sowie \u202Eumgekehrtem Text.` },
};
export const ServertextMitHtml: Story = {
  name: 'Servertext mit HTML',
  args: { type: 'danger', message: '<img src=x onerror=alert(1)> wird als Text gezeigt' },
};
