// The people, groups and roles every area of the emulated backend shares.

export type Role =
  | 'employee'
  | 'teamlead'
  | 'substitute'
  | 'admin'
  | 'helpdesk-level-3'
  | 'Intern.Rollen.HelpdeskDienstplan.Admin';

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
    .replace(/ı/g, 'i'),
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
    person(1, 'Sabine', 'Schröder', ['employee', 'admin'], [2]),
    person(2, 'Thomas', 'Becker', ['employee', 'teamlead'], [1]),
    person(3, 'Julia', 'Wagner', ['employee', 'substitute'], [1]),
    person(4, 'Max', 'Müller', ['employee'], [1]),
    person(5, 'Anna', 'Berger', ['employee'], [1, 3]),
    person(6, 'Lukas', 'Hoffmann', ['employee', 'helpdesk-level-3', 'Intern.Rollen.HelpdeskDienstplan.Admin'], [1, 4]),
    person(7, 'Mehmet', 'Yılmaz', ['employee'], [3]),
    person(8, 'Laura', 'Fischer', ['employee'], [2], { clockings_blacklisted: true }),
    person(9, 'Jonas', 'Weber', ['employee'], [2], { locked: true, blockedReason: 'Vertrag beendet zum 30.06.2026' }),
    person(10, 'Sophie', 'Klein', ['employee', 'teamlead'], [3]),
    person(11, 'Felix', 'Schulz', ['employee'], [4]),
    person(12, 'Emma', 'Richter', ['employee'], [4], { active: false, deleted: true }),
  ];
}

export function seedGroups(): MockGroup[] {
  return [
    { id: 1, name: 'Helpdesk', leaderId: 2, substituteId: 3 },
    { id: 2, name: 'Entwicklung', leaderId: 1, substituteId: null },
    { id: 3, name: 'Icinga-Master', leaderId: 10, substituteId: 5 },
    { id: 4, name: 'Service', leaderId: 6, substituteId: 11 },
  ];
}
