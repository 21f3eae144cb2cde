/** German texts of <change-all-task-status>, exact to the specification where it gives them. */
export const CHANGE_ALL_TASK_STATUS_TEXTS = {
  caption: 'Aufgaben der Checkliste',
  all: 'Alle Aufgaben auswählen',
  select: (name: string) => `${name} auswählen`,
  name: 'Name',
  group: 'Gruppe',
  type: 'Typ',
  priority: 'Priorität',
  added: 'FlipFlow wurde in die Checkliste eingefügt',
  removed: 'FlipFlow wurde abgewählt',
  saving: 'Wird gespeichert …',
  /** Said beside the count: there is no Save button (issue 24 review). */
  savesAtOnce: 'Jeder Haken wird sofort gespeichert.',
  count: (checked: number, total: number) => `${checked} von ${total} ausgewählt`,
  empty: 'Es gibt noch keine FlipFlows. Legen Sie zuerst FlipFlows an, dann können sie hier der Checkliste zugeordnet werden.',
} as const;
