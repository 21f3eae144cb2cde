/** German texts of <telephone-groups-view>. The spec names none; these are ours. */
export const TELEPHONE_GROUPS_VIEW_TEXTS = {
  title: 'Telefongruppen',
  welcome: 'Hier legen Sie fest, in welchen Telefon-Queues Sie Anrufe annehmen.',
  loading: 'Telefongruppen werden geladen …',
  saving: 'Wird gespeichert …',
  switchedOn: (name: string) => `Sie sind jetzt in der Queue „${name}“.`,
  switchedOff: (name: string) => `Sie sind nicht mehr in der Queue „${name}“.`,
  count: (active: number, total: number) => `${active} von ${total} Queues aktiv`,
  noState: 'Ob Sie in einer Queue sind, nennt der Server nicht: die Schalter zeigen „aus“.',
  busy: 'Bitte warten, bis die letzte Änderung gespeichert ist.',
  empty: 'Es gibt noch keine Telefon-Queues. Bitte wenden Sie sich an die Helpdesk-Leitung.',
} as const;
