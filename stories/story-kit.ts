// The stories most views tell the same way: waiting for the server, a failed read, another signed-in
// user, and a new entry saved from its dialog. A view's stories file names them; the set-up is here once.
import { screen, userEvent, within } from 'storybook/test';
import type { MockParameters } from './support';

/** The answer never comes: the view's loading state. */
export const loadingStory = () => ({ name: 'Laden', parameters: { mockLatency: 600_000 } satisfies MockParameters });

/** Every GET below `path` fails with a 500. */
export const readFailureStory = (path: string, name = 'Lesefehler') => ({
  name,
  parameters: { mockFaults: [{ method: 'GET', path, status: 500 }] } satisfies MockParameters,
});

/** Signed in as another user (e.g. one the server refuses). */
export const signedInStory = (name: string, mockUserId: number) => ({ name, parameters: { mockUserId } satisfies MockParameters });

/** A story's play: click „Neuer Eintrag“ (or `button`), fill the dialog, press „Speichern“. */
export const saveNewEntry =
  (fill?: (dialog: HTMLElement) => Promise<void>, button = 'Neuer Eintrag') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    await fill?.(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  };
