// The people, groups and roles every area of the emulated backend shares.

export type Role =
  | 'employee'
  | 'teamlead'
  | 'substitute'
  | 'admin'
  | 'helpdesk-level-3'
  | 'Intern.Rollen.HelpdeskDienstplan.Admin'
  | 'Intern.Rollen.IcingaMasterDienstplan.Admin';

export interface MockUser {
  id: number;
  /** Login name as the directory knows it. */
  dn: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  roles: Role[];
  groupIds: number[];
  active: boolean;
  deleted: boolean;
  locked: boolean;
  blockedReason: string | null;
  clockings_blacklisted: boolean;
}

export interface MockGroup {
  id: number;
  name: string;
  leaderId: number;
  substituteId: number | null;
}

const person = (
  id: number,
  firstName: string,
  lastName: string,
  roles: Role[],
  groupIds: number[],
  extra: Partial<MockUser> = {},
): MockUser => ({
  id,
  dn: `${firstName}.${lastName}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's'),
  displayName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@stempeluhr.example`.toLowerCase(),
  company: id % 3 === 0 ? 'Stempeluhr Service GmbH' : 'Stempeluhr GmbH',
  roles,
  groupIds,
  active: true,
  deleted: false,
  locked: false,
  blockedReason: null,
  clockings_blacklisted: false,
  ...extra,
});

export function seedUsers(): MockUser[] {
  return [
    person(1, 'Sabine', 'Schröder', ['employee', 'admin', 'Intern.Rollen.IcingaMasterDienstplan.Admin'], [2]),
    person(2, 'Thomas', 'Becker', ['employee', 'teamlead'], [1]),
    person(3, 'Julia', 'Wagner', ['employee', 'substitute'], [1]),
    person(4, 'Max', 'Müller', ['employee'], [1]),
    person(5, 'Anna', 'Berger', ['employee'], [1, 3]),
    person(6, 'Lukas', 'Hoffmann', ['employee', 'helpdesk-level-3', 'Intern.Rollen.HelpdeskDienstplan.Admin'], [1, 4]),
    person(7, 'Mehmet', 'Yılmaz', ['employee'], [3]),
    person(8, 'Laura', 'Fischer', ['employee'], [2], { clockings_blacklisted: true }),
    person(9, 'Jonas', 'Weber', ['employee'], [2], { locked: true, blockedReason: 'Vertrag beendet zum 30.06.2026' }),
    person(10, 'Sophie', 'Klein', ['employee', 'teamlead', 'Intern.Rollen.IcingaMasterDienstplan.Admin'], [3]),
    person(11, 'Felix', 'Schulz', ['employee'], [4]),
    person(12, 'Emma', 'Richter', ['employee'], [4], { active: false, deleted: true }),
    // The wider company for the admin user list (issue 9): three companies, two more groups,
    // some deleted or inactive. Not in groups 1–4, so the team, helpdesk and queue views keep their people.
    ...MORE_PEOPLE.map(([first, last, groupIds, extra], i) => person(13 + i, first, last, ['employee'], groupIds, extra)),
  ];
}

const CONSULTING = { company: 'Stempeluhr Consulting AG' } as const;

/** Users 13–45: first name, last name, groups, overrides. */
const MORE_PEOPLE: [string, string, number[], Partial<MockUser>][] = [
  ['Leon', 'Neumann', [5], {}],
  ['Mia', 'Schwarz', [5], CONSULTING],
  ['Paul', 'Zimmermann', [5], {}],
  ['Hannah', 'Braun', [5], {}],
  ['Ben', 'Krüger', [5], CONSULTING],
  ['Lea', 'Hofmann', [5], {}],
  ['Elias', 'Hartmann', [5], { active: false, deleted: true }],
  ['Marie', 'Lange', [5], CONSULTING],
  ['Noah', 'Schmitt', [5], {}],
  ['Lina', 'Werner', [5], {}],
  ['Finn', 'Schmitz', [6], CONSULTING],
  ['Emilia', 'Krause', [6], {}],
  ['Luis', 'Meier', [6], {}],
  ['Clara', 'Lehmann', [6], { ...CONSULTING, active: false }],
  ['Henry', 'Schmid', [6], {}],
  ['Ida', 'Schulze', [6], {}],
  ['Emil', 'Maier', [6], CONSULTING],
  ['Frieda', 'Köhler', [6], {}],
  ['Anton', 'Herrmann', [6], { active: false, deleted: true }],
  ['Ella', 'König', [6], {}],
  ['Theo', 'Walter', [5, 6], CONSULTING],
  ['Mila', 'Mayer', [5], {}],
  ['Jakob', 'Huber', [5], {}],
  ['Greta', 'Kaiser', [6], CONSULTING],
  ['Karl', 'Fuchs', [6], {}],
  ['Lotta', 'Peters', [5], {}],
  ['Oskar', 'Lang', [5], { ...CONSULTING, active: false, deleted: true }],
  ['Nele', 'Scholz', [6], {}],
  ['Moritz', 'Möller', [6], {}],
  ['Johanna', 'Weiß', [5], CONSULTING],
  ['Samuel', 'Jung', [5], {}],
  ['Ayşe', 'Demir', [6], {}],
  ['Ömer', 'Öztürk', [6], CONSULTING],
];

export function seedGroups(): MockGroup[] {
  return [
    { id: 1, name: 'Helpdesk', leaderId: 2, substituteId: 3 },
    { id: 2, name: 'Entwicklung', leaderId: 1, substituteId: null },
    { id: 3, name: 'Icinga-Master', leaderId: 10, substituteId: 5 },
    { id: 4, name: 'Service', leaderId: 6, substituteId: 11 },
    { id: 5, name: 'Buchhaltung', leaderId: 13, substituteId: 14 },
    { id: 6, name: 'Vertrieb', leaderId: 24, substituteId: null },
  ];
}
