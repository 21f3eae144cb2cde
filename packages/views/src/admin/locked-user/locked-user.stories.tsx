import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockedUser, lockedUserTag } from '@stempeluhr/views';
import { viewMeta } from '@stories/contract-meta';

const meta = {
  ...viewMeta(LockedUser, lockedUserTag),
  decorators: [
    (Story) => (
      <form method="post" action="#" onSubmit={(e) => e.preventDefault()}>
        <Story />
        <button className="btn btn-primary" type="submit">
          Speichern
        </button>
      </form>
    ),
  ],
} satisfies Meta<typeof LockedUser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entsperrt: Story = { name: 'Entsperrt' };
export const Gesperrt: Story = { name: 'Gesperrt', args: { locked: true, reason: 'Vertrag beendet zum 30.06.2026' } };
export const GesperrtOhneGrund: Story = { name: 'Gesperrt ohne Grund', args: { locked: true, reason: '' } };
export const NurLesen: Story = { name: 'Nur lesen', args: { locked: true, reason: 'Benutzer gelöscht', disabled: true } };
