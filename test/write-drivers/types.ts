import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open dialog (react-bootstrap renders it into a portal on the page). */
export const dialog = (name: string | RegExp) => within(document.body).getByRole('dialog', { name });

/**
 * How the shared write suite (`packages/widgets/src/writes.suite.tsx`) makes a view send its main write,
 * as a user would: from a settled mount of the manifest example (through the tag) to the one control
 * whose click sends it. The suite then runs RELIABILITY.md cases 8, 10, 14, 16 and 23 on that write.
 */
export interface WriteDriver {
  /** The request the click sends (method and path prefix, as the emulated backend's fault switches take them). */
  write: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };
  /**
   * Everything before the sending click: open the dialog, type, choose. Returns the control to click.
   * Dialogs and popovers may sit outside `app` (a portal): look in `document.body` for them.
   */
  arm: (app: HTMLElement, user: UserEvent) => Promise<HTMLElement>;
  /**
   * What the user typed or chose before the click, which a failed write must leave on screen
   * (read after the failure; the element may be looked up again).
   */
  kept?: { field: (app: HTMLElement) => HTMLElement; value: string };
  /**
   * Laravel's key for the `kept` field in a 422's `errors` (case 11): the suite answers the write with
   * a 422 naming it and one key the form does not know, and expects the first message at the field
   * (marked invalid, focused) and the other in the banner.
   */
  serverField?: string;
  /**
   * The emulated backend's session user, when the example's page needs another than the default
   * (user 4, no admin roles): the page's server renders the tag for the signed-in user, so the suite
   * signs this one in before the mount.
   */
  signedInAs?: number;
  /** Where the view's own tests show the cases this suite cannot (e.g. why a case does not apply). */
  notes?: string;
}

/**
 * Puts a text into a field at once, as a paste: a click into the field, then the whole text in one input.
 * The write suite tests the writes, not the typing (each key typed renders the view again, which made the
 * typing most of a driver's time; typing key by key is tested in the views' and the pickers' own tests).
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
