import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkingHour, workingHourTag } from '@stempeluhr/views';
import { adminMeta, asAdminWith, failedRead } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(WorkingHour, workingHourTag, { userId: 4 }),
} satisfies Meta<typeof WorkingHour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new rule from the server's defaults (Max Müller: 5 × 8 h, from next week). */
export const NeueRegel: Story = { name: 'Neue Regel' };
/** Anna Berger's part-time defaults: 4 × 6 h, no breaks, 25 days. */
export const NeueRegelTeilzeit: Story = { name: 'Neue Regel, Teilzeit', args: { userId: 5 } };
/** Changing a closed entry of the history: Gültig bis. */
export const EintragAendern: Story = { name: 'Eintrag ändern', args: { userId: 5, entryId: 5 } };
export const EintragNichtGefunden: Story = { name: 'Eintrag nicht gefunden', args: { userId: 5, entryId: 999 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const FehlerBeimLaden: Story = failedRead('/admin/working-hour/4');
/** Saving answers with the server's errors list. */
export const SpeichernAbgelehnt: Story = {
  name: 'Speichern abgelehnt',
  parameters: asAdminWith({
    method: 'POST',
    path: '/admin/working-hours/4',
    status: 422,
    body: { errors: ['Gültig ab überschneidet sich mit einem bestehenden Eintrag.'] },
  }),
};
/**
 * Changing an entry the list gives only with the spec's fields (id, monday..sunday, valid_until): the
 * breaks, h/Woche, Tage/Woche and the vacation values come from the defaults, each marked „bitte prüfen“.
 */
export const EintragNurSpezifikationsfelder: Story = {
  name: 'Eintrag ändern, nur Spezifikationsfelder',
  args: { userId: 5, entryId: 5 },
  parameters: asAdminWith({
    method: 'GET',
    path: '/admin/working-hours/5',
    status: 200,
    body: [
      {
        id: 5,
        monday: 21600,
        tuesday: 21600,
        wednesday: 21600,
        thursday: 21600,
        friday: 0,
        saturday: 0,
        sunday: 0,
        valid_until: '2023-12-31',
      },
    ],
  }),
};
