// Texts and constants of the telephone area (spec 02) that its rules share.
export const TELEPHONE_MESSAGES = {
  onlyLevel3: 'Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.',
  absent: (name: string) => `${name} ist an diesem Tag abwesend.`,
  off: (name: string) => `${name} hat an diesem Tag frei.`,
  duplicate: (name: string) => `Die Queue ist ${name} an diesem Tag bereits zugewiesen.`,
  notInPlan: 'Der Benutzer steht nicht im Queue-Plan.',
  slotDuplicate: 'Die Aufgabe ist in diesem Zeitfenster bereits zugewiesen.',
  slotMissing: 'Die Aufgabe ist in diesem Zeitfenster nicht zugewiesen.',
  slotOrder: 'Die Zeit Bis darf nicht kleiner sein als Von',
} as const;

/** Role of helpdesk level 3 (the leader flag of the queue plan). */
export const LEVEL_3_ROLE = 'helpdesk-level-3';
/** Groups whose members make up the queue plan: Helpdesk and Service. */
export const QUEUE_PLAN_GROUP_IDS: readonly number[] = [1, 4];
