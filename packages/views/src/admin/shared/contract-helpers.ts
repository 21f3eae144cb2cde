// Attributes of the admin cards for one user that a page stacks (points, incidents): declared once.
// The user-id and deleted attributes are in user-tag.ts.

/** The user's name in the card's title. */
export const USER_NAME_PROP = { type: 'string', description: 'Name des Benutzers für den Kartentitel.' } as const;
/** The card starts closed (it then loads nothing). */
export const COLLAPSED_PROP = { type: 'boolean', default: false, description: 'Die Karte startet zugeklappt.' } as const;
