import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimetackingHistoryView, timetackingHistoryViewTag } from '@stempeluhr/views';
import { ADMIN, adminMeta, failedRead } from '../shared/admin-stories';
import { db } from '@mocks/index';
import { createClocking, deleteClocking } from '@mocks/timetracking/clockings.rules';
import { clockingTable } from '@mocks/timetracking/clockings.seed';

const ANNA = 5;
const at = (wall: string) => new Date(`${wall}+01:00`).getTime();

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(TimetackingHistoryView, timetackingHistoryViewTag, { userId: ANNA }),
} satisfies Meta<typeof TimetackingHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna Berger, the last 4 weeks (default period). */
export const LetzteVierWochen: Story = { name: 'Letzte vier Wochen' };
/** One entry Anna added herself for Saturday, and one deleted by her team lead with a reason. */
export const NachgetragenUndGeloescht: Story = {
  name: 'Nachgetragen und gelöscht',
  loaders: [
    async () => {
      createClocking(db, {
        userId: ANNA,
        clockIn: at('2026-11-21T10:00:00'),
        clockOut: at('2026-11-21T12:30:00'),
        comment: 'Wartungsfenster nachgetragen',
        type: 'regulär',
        homeOffice: true,
        addedFromUser: true,
      });
      const victim = clockingTable(db, ANNA).find((c) => c.userId === ANNA && c.clockIn.startsWith('2026-11-18'));
      if (victim) deleteClocking(db, victim.id, 'Doppelt gebucht');
      return {};
    },
  ],
};
/** A chosen period from the page: October 2026. */
export const Oktober: Story = { name: 'Oktober', args: { from: '2026-10-01', to: '2026-10-31' } };
/** A period without clockings (Christmas holidays in the future). */
export const Leer: Story = { name: 'Leer', args: { from: '2026-12-24', to: '2026-12-31' } };
/** A period longer than 93 days: the picker says so, nothing is asked. */
export const ZeitraumZuLang: Story = { name: 'Zeitraum zu lang', args: { from: '2026-01-01', to: '2026-11-23' } };
/** A deleted user's history can be read (read-only anyway). */
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 19, from: '2026-01-05', to: '2026-02-01' } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: { mockUserId: 4 } };
export const FehlerBeimLaden: Story = failedRead('/admin/clocking/history');
export const Laden: Story = { name: 'Laden', parameters: { ...ADMIN, mockLatency: 600_000 } };
