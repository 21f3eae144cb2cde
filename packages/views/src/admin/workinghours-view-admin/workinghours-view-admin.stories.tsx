import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkinghoursViewAdmin, workinghoursViewAdminTag } from '@stempeluhr/views';
import { adminMeta, failedRead } from '../shared/admin-stories';

const meta = {
  // An object literal: Storybook's indexer reads the default export statically.
  ...adminMeta(WorkinghoursViewAdmin, workinghoursViewAdminTag),
} satisfies Meta<typeof WorkinghoursViewAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna Berger: full time until 2023, part time since 2024 (the current entry cannot be deleted). */
export const MitHistorie: Story = { name: 'Mit Historie' };
export const NurAktuellerEintrag: Story = { name: 'Nur aktueller Eintrag', args: { userId: 4 } };
export const GeloeschterBenutzer: Story = { name: 'Gelöschter Benutzer', args: { userId: 12, deleted: true } };
export const KeinAdmin: Story = { name: 'Kein Admin', parameters: { mockUserId: 4 } };
export const FehlerBeimLaden: Story = failedRead('/admin/working-hours/5');
