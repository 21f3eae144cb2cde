import { defineProps, type TagName, type WidgetEventName } from '@stempeluhr/core';

/** The attribute every admin view of one user has: whose data it shows. */
export const USER_ID_PROP = { type: 'id', required: true, description: 'Id des Benutzers.' } as const;
/** The attribute of an admin view that may show a deleted user: then it only reads. */
export const DELETED_PROP = { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' } as const;

/**
 * The contract of an admin view of one user's day or week (`user-id`, `date`, `deleted`): only what
 * differs is written per tag (by default `date` is the day shown and the view saves and deletes); the
 * example embeds it for the demo user today.
 */
export function adminDayTag(
  tag: TagName,
  description: string,
  {
    date = 'Der Tag (JJJJ-MM-TT, Standard heute).',
    events = ['saved', 'deleted', 'failed'],
  }: { date?: string; events?: readonly WidgetEventName[] } = {},
) {
  return {
    tag,
    description,
    props: defineProps({ userId: USER_ID_PROP, date: { type: 'date', description: date }, deleted: DELETED_PROP }),
    events,
    example: `<${tag} user-id="{{userId}}" date="{{today}}"></${tag}>`,
  };
}
