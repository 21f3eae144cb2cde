// The demo's people as the views show them against the spec-only backend (the `flows` project):
// spec 02 gives a team member or a plan's user only as `dn` (the demo seeds it as the login:
// `anna.berger`), and the helpdesk week names a row only by `user_id` (the view shows „Mitarbeiter 3“).
// The queue plan's rows, which the page renders into the tag, carry the full name (`user.fullName`).

export interface DemoPerson {
  /** The user's id (seed: mocks/db/seed-people.ts). */
  id: number;
  /** The login the specification gives as `dn`. */
  dn: string;
  /** The display name, where a view has one (the queue plan's `fullName`, the demo's header). */
  name: string;
}

export const PEOPLE = {
  julia: { id: 3, dn: 'julia.wagner', name: 'Julia Wagner' },
  max: { id: 4, dn: 'max.mueller', name: 'Max Müller' },
  anna: { id: 5, dn: 'anna.berger', name: 'Anna Berger' },
} as const satisfies Record<string, DemoPerson>;

/** How the helpdesk plan names a person's row and cells: by the user id the week gives. */
export const helpdeskName = (person: DemoPerson): string => `Mitarbeiter ${person.id}`;

/** `text` as the start of an accessible name, for a RegExp (dots and the like taken literally). */
export const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`);
