import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiGroupSelection, multiGroupSelectionTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';
import { seedGroups } from '@mocks/db/seed-people';

const options = seedGroups().map((g) => ({ id: g.id, name: g.name }));

const meta = {
  ...viewMeta(MultiGroupSelection, multiGroupSelectionTag),
  args: { options },
} satisfies Meta<typeof MultiGroupSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leer: Story = { name: 'Leer' };
export const KeineOptionen: Story = { name: 'Keine Optionen', args: { options: [] } };
