// Attributes of the admin cards for one user that a page stacks (points, incidents): declared once.
// The user-id and deleted attributes are in user-tag.ts.
import { USER_ID_PROP } from './user-tag';

/** The user's name in the card's title. */
export const USER_NAME_PROP = { type: 'string', description: 'Name des Benutzers für den Kartentitel.' } as const;
/** The card starts closed (it then loads nothing). */
export const COLLAPSED_PROP = { type: 'boolean', default: false, description: 'Die Karte startet zugeklappt.' } as const;

/** The attributes of such a card besides its period: whose, the name in its title, and shut or open. */
export const USER_CARD_PROPS = { userId: USER_ID_PROP, userName: USER_NAME_PROP, collapsed: COLLAPSED_PROP } as const;
