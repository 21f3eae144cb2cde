import { TEST_NOW } from '@test/clock';
import { UnexpectedResponseError, parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { checklistsSchema, getChecklists } from './get-checklists';

const read = (data: unknown) => parseResponse(checklistsSchema, data, 'checklists');

describe('checklists/{date}', () => {
  it('the spec-minimal answer: id, name, service_agent, substitute, groups', () => {
    expect(
      read([{ id: 1, name: 'Tagescheck Helpdesk', service_agent: 'Anna Berger', substitute: 'Max Müller', groups: ['Helpdesk'] }]),
    ).toEqual([{ id: 1, name: 'Tagescheck Helpdesk', service_agent: 'Anna Berger', substitute: 'Max Müller', groups: ['Helpdesk'] }]);
  });

  it('Laravel variants: ids as strings, nobody planned as null or "", groups as {name} or an object keyed by index', () => {
    expect(
      read({
        0: { id: '3', name: 'Wochenabschluss', service_agent: null, substitute: '', groups: { 0: 'Service', 1: { name: 'Helpdesk' } } },
        1: { id: 2, name: 'Monitoring Icinga', service_agent: 'Julia Wagner', substitute: null, groups: null },
      }),
    ).toEqual([
      { id: 3, name: 'Wochenabschluss', service_agent: '', substitute: '', groups: ['Service', 'Helpdesk'] },
      { id: 2, name: 'Monitoring Icinga', service_agent: 'Julia Wagner', substitute: '', groups: [] },
    ]);
  });

  it('an entry without its id is a contract error naming the field', () => {
    expect(() => read([{ name: 'Ohne Id' }])).toThrow(UnexpectedResponseError);
    try {
      read([{ name: 'Ohne Id' }]);
    } catch (error) {
      expect((error as UnexpectedResponseError).path).toBe('0.id');
    }
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW });
    const list = await getChecklists('2026-11-23');
    expect(list.map((c) => c.name)).toEqual(['Tagescheck Helpdesk', 'Monitoring Icinga', 'Wochenabschluss']);
    expect(list[0].groups).toEqual(['Helpdesk']);
  });
});
