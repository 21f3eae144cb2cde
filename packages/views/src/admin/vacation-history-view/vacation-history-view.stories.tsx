import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractedView } from '@stempeluhr/core';
import { VacationHistoryView, vacationHistoryViewTag, type VacationHistoryViewProps } from '@stempeluhr/views';
import { db } from '@mocks/index';
import { vacationRequestsOf } from '@mocks/admin/vacations.rules';
import { useState } from 'react';
import { viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';

const params = (p: MockParameters) => p;
/** Sabine Schröder (1) is the seeded admin. */
const ADMIN = params({ mockUserId: 1 });

/** The page passes the requests; here they come from the emulated backend's seed (after the story's reset). */
function Seeded({ userId, args }: { userId: number; args: Partial<VacationHistoryViewProps> }) {
  const [requests] = useState(() => vacationRequestsOf(db, userId));
  return <ContractedView View={VacationHistoryView} contract={vacationHistoryViewTag} input={{ values: { ...args, requests } }} />;
}

const seededFrom =
  (userId: number): Story['render'] =>
  (args) => <Seeded userId={userId} args={args} />;

const meta = {
  ...viewMeta(VacationHistoryView, vacationHistoryViewTag),
  args: { requests: [] },
  parameters: ADMIN,
} satisfies Meta<typeof VacationHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna Berger: a year of requests, full days, sick days; open one to change a day or the request. */
export const Antraege: Story = { name: 'Anträge', render: seededFrom(5) };
/** Max Müller: with half days (0,5). */
export const HalbeTage: Story = { name: 'Halbe Tage', render: seededFrom(4) };
/** A request whose days carry only the spec's fields (id, type, visible) and one day not counted. */
export const NurSpezifikationsfelder: Story = {
  name: 'Nur Spezifikationsfelder',
  args: {
    requests: [
      {
        id: 1050041,
        value: 2,
        days: [
          { id: 1050108, type: 'Urlaub', visible: true },
          { id: 1050109, type: 'Urlaub', visible: false },
          { id: 1050110, type: 'Urlaub', visible: true },
        ],
      },
    ],
  },
};
export const Leer: Story = { name: 'Leer' };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', render: seededFrom(5), args: { deleted: true } };
/** Changing a day answers 500: the error shows in the opened request, the day keeps its stored type. */
export const TagSpeichernFehler: Story = {
  name: 'Tag speichern: Fehler',
  render: seededFrom(5),
  parameters: params({ ...ADMIN, mockFaults: [{ method: 'POST', path: '/json/vacation-day', status: 500 }] }),
};
/** Saving a request answers 422 with the server's message. */
export const AntragAbgelehnt: Story = {
  name: 'Antrag abgelehnt',
  render: seededFrom(5),
  parameters: params({
    ...ADMIN,
    mockFaults: [
      {
        method: 'POST',
        path: '/json/vacation-request',
        status: 422,
        body: {
          message: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.',
          errors: { value: ['Der Wert muss eine Anzahl Tage in halben Schritten sein.'] },
        },
      },
    ],
  }),
};
/** Not an admin: every change answers 403 with the server's message. */
export const KeinAdmin: Story = { name: 'Kein Admin', render: seededFrom(5), parameters: params({ mockUserId: 4 }) };
export const UngueltigeDaten: Story = {
  name: 'Ungültige Daten',
  args: { requests: 'kein JSON' as unknown as VacationHistoryViewProps['requests'] },
  parameters: { expectedConsoleErrors: /requests/ },
};
