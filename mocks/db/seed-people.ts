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

/** Size of the emulated database: 'large' is the benchmark's (issue 7, Scale). */
export type DbScale = 'default' | 'large';

/** Users of the large database, and how many of them the queue plan (groups 1 and 4) holds. */
export const LARGE_USER_COUNT = 5000;
export const LARGE_PLAN_MEMBERS = 300;

export function seedUsers(scale: DbScale = 'default'): MockUser[] {
  const users = baseUsers();
  if (scale === 'large') users.push(...generatedUsers(users));
  return users;
}

const GEN_FIRST = [
  'Alexander',
  'Andrea',
  'Bernd',
  'Birgit',
  'Christian',
  'Claudia',
  'Daniel',
  'Doris',
  'Erik',
  'Eva',
  'Florian',
  'Gabriele',
  'Georg',
  'Heike',
  'Holger',
  'Ines',
  'Jan',
  'Jana',
  'Jens',
  'Karin',
  'Klaus',
  'Kerstin',
  'Lars',
  'Lisa',
  'Markus',
  'Monika',
  'Nils',
  'Nina',
  'Olaf',
  'Petra',
  'Ralf',
  'Renate',
  'Stefan',
  'Susanne',
  'Tim',
  'Ute',
  'Volker',
  'Vanessa',
  'Werner',
  'Yvonne',
  'Zeynep',
  'Çağla',
  'Jürgen',
  'Björn',
  'Sören',
];
const GEN_LAST = [
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Arslan',
  'Kaya',
  'Nowak',
  'Kowalski',
];

/**
 * Users 46…5000 of the large database, derived from the id: the first LARGE_PLAN_MEMBERS - 6 go to
 * Helpdesk or Service (with the six active members there the queue plan has 300 rows), the rest to
 * Buchhaltung or Vertrieb; three companies; every 40th inactive, every 97th deleted. The dn carries
 * the id, so names may repeat but logins do not.
 */
function generatedUsers(base: MockUser[]): MockUser[] {
  const planActive = base.filter((u) => !u.deleted && u.active && u.groupIds.some((g) => g === 1 || g === 4)).length;
  const companies = ['Stempeluhr GmbH', 'Stempeluhr Service GmbH', 'Stempeluhr Consulting AG'];
  const users: MockUser[] = [];
  for (let id = base.length + 1, n = 0; id <= LARGE_USER_COUNT; id++, n++) {
    const first = GEN_FIRST[(id * 7) % GEN_FIRST.length];
    const last = GEN_LAST[(id * 13 + Math.floor(id / GEN_LAST.length)) % GEN_LAST.length];
    const inPlan = n < LARGE_PLAN_MEMBERS - planActive;
    const user = person(id, first, last, ['employee'], inPlan ? [n % 2 === 0 ? 1 : 4] : [n % 2 === 0 ? 5 : 6], {
      company: companies[id % 3],
      active: inPlan || (id % 40 !== 0 && id % 97 !== 0),
      deleted: !inPlan && id % 97 === 0,
    });
    user.dn = `${user.dn}.${id}`;
    user.email = `${user.dn}@stempeluhr.example`;
    users.push(user);
  }
  return users;
}

function baseUsers(): MockUser[] {
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
