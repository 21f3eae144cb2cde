import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiUserSelection, multiUserSelectionTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { seedUsers } from '@mocks/db/seed-people';

const options = seedUsers().map((u) => ({ id: u.id, dn: u.displayName }));
const many = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, dn: `Mitarbeiter ${String(i + 1).padStart(4, '0')}` }));

const meta = {
  ...viewMeta(MultiUserSelection, multiUserSelectionTag),
  args: { options },
} satisfies Meta<typeof MultiUserSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leer: Story = { name: 'Leer' };
export const VieleBenutzer: Story = { name: 'Viele Benutzer', args: { options: many, optionsLimit: 1000 } };
export const KleinesLimit: Story = { name: 'Kleines Limit', args: { optionsLimit: 5 } };
export const KeineOptionen: Story = { name: 'Keine Optionen', args: { options: [] } };
