import type { MockUser } from '../db/seed-people';
import { isHelpdeskAdmin } from './helpdesk.rules';

const withRoles = (roles: string[]) => ({ roles }) as unknown as MockUser;

describe('helpdesk schedule admin: a dotted role path ending in HelpdeskDienstplan.Admin', () => {
  it('accepts the full path and the bare name, refuses look-alikes', () => {
    expect(isHelpdeskAdmin(withRoles(['Intern.Rollen.HelpdeskDienstplan.Admin']))).toBe(true);
    expect(isHelpdeskAdmin(withRoles(['HelpdeskDienstplan.Admin']))).toBe(true);
    expect(isHelpdeskAdmin(withRoles(['Intern.XHelpdeskDienstplan.Admin', 'HelpdeskDienstplan.Admin.Lesen', 'employee']))).toBe(false);
    expect(isHelpdeskAdmin(undefined)).toBe(false);
  });
});
