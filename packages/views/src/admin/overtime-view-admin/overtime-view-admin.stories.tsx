import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { OvertimeEntry } from '@stempeluhr/core';
import { OvertimeViewAdmin, overtimeViewAdminTag } from '@stempeluhr/views';
import { adminMeta, asAdminWith, failedRead } from '../shared/admin-stories';

/** The year's answer for Max Müller (4): calculated weeks 1–47 of 2026 with the overtime `overtimeOf` gives each. */
function yearAnswer(overtimeOf: (week: number) => number) {
  const entries: OvertimeEntry[] = Array.from({ length: 47 }, (_, i) => ({
    id: 9000 + i,
    user_id: 4,
    yearkw: `2026-${String(i + 1).padStart(2, '0')}`,
    overtime: overtimeOf(i + 1),
    comment: null,
    type: 'calculated',
    changes: [],
  }));
  return asAdminWith({ method: 'GET', path: '/admin/overtime/4/year', status: 200, body: entries });
}

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(OvertimeViewAdmin, overtimeViewAdminTag, { userId: 4, year: 2026 }),
} satisfies Meta<typeof OvertimeViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Max Müller: calculated weeks and a manual, once corrected entry in KW 45; the chart shows the year's months up and down. */
export const ManuelleUndBerechneteEintraege: Story = { name: 'Manuelle und berechnete Einträge' };
/** A year only in plus: every month's bar above the zero line. */
export const JahrNurPlus: Story = { name: 'Jahr, nur Plus', parameters: yearAnswer((week) => 900 + (week % 4) * 600) };
/** A year only in minus: every month's bar below the zero line. */
export const JahrNurMinus: Story = { name: 'Jahr, nur Minus', parameters: yearAnswer((week) => -(600 + (week % 5) * 480)) };
/** Anna Berger: KW 40 was corrected twelve times (button „Verlauf“). */
export const LangerAenderungsverlauf: Story = { name: 'Langer Änderungsverlauf', args: { userId: 5 } };
/** No entries: the empty state, no chart. */
export const LeeresJahr: Story = { name: 'Leeres Jahr', args: { year: 2019 } };
/** 2020: the transfer from v1 is migrated and cannot be changed. */
export const MigrierteDaten: Story = { name: 'Migrierte Daten', args: { year: 2020 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true, year: 2020 } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: { mockUserId: 4 } };
export const FehlerBeimLaden: Story = failedRead('/admin/overtime/4/year');
export const SaldoNichtVerfuegbar: Story = {
  name: 'Saldo nicht verfügbar',
  parameters: asAdminWith({ method: 'GET', path: '/admin/overtime/4/total', status: 500 }),
};
/** Saving fails: the dialog says why in German at its top and keeps the entry as it was being edited. */
export const SpeichernSchlaegtFehl: Story = {
  name: 'Speichern schlägt fehl',
  parameters: asAdminWith({ method: 'POST', path: '/admin/overtime', network: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Eintrag KW 45/2026 bearbeiten' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Überstunden ändern' }));
    const comment = dialog.getByLabelText('Kommentar');
    const before = (comment as HTMLTextAreaElement).value;
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server');
    await expect(comment).toHaveValue(before);
  },
};
/** 2020: the weeks up to KW 8 are migrated from v1 — neither changed nor recalculated, with the hint. */
export const MigrierteWochen: Story = { name: 'Migrierte Wochen (2020)', args: { year: 2020 } };
/** Entries under a minute show their seconds (+0:00:30), not „±0:00“. */
export const EintraegeUnterEinerMinute: Story = {
  name: 'Einträge unter einer Minute',
  parameters: asAdminWith({
    method: 'GET',
    path: '/admin/overtime/4/year',
    status: 200,
    body: [
      { id: 9101, user_id: 4, yearkw: '2026-45', overtime: 30, comment: 'Korrektur Sekunden', type: 'manual', changes: [] },
      { id: 9102, user_id: 4, yearkw: '2026-46', overtime: -45, comment: null, type: 'calculated', changes: [] },
      { id: 9103, user_id: 4, yearkw: '2026-47', overtime: 5400, comment: null, type: 'calculated', changes: [] },
    ],
  }),
};
