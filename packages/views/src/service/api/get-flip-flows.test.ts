import { TEST_NOW } from '@test/clock';
import { UnexpectedResponseError, parseResponse } from '@stempeluhr/core';
import { describe, expect, it, vi } from 'vitest';
import { resetDb } from '@mocks/node';
import { taskReportStatus } from '../checklist-report/report-status';
import { flipFlowGroupsSchema, getFlipFlows } from './get-flip-flows';

const read = (data: unknown) => parseResponse(flipFlowGroupsSchema, data, 'flip-flows');

/** A task with only the fields the spec names (§3 Task). */
const task = (over: Record<string, unknown> = {}) => ({
  id: 102519101,
  name: 'Ticketqueue sichten',
  displayname: 'Helpdesk',
  typ: 'Kontrolle',
  priority: 1,
  user: 'Max Müller',
  erledigt: 0,
  incident: 0,
  note: null,
  ...over,
});

describe('flip-flows/{checklistId}/{date}', () => {
  it('the spec-minimal tasks, grouped per flip flow: status as the report shows it', () => {
    const groups = read([{ flipFlow: { id: 1, name: 'Morgenroutine Helpdesk' }, tasks: [task(), task({ id: 2, user: '' })] }]);
    expect(groups[0].flipFlow.name).toBe('Morgenroutine Helpdesk');
    expect(groups[0].tasks[0]).toEqual({ ...task(), checked: false });
    expect(groups[0].tasks.map(taskReportStatus)).toEqual(['accepted', 'open']);
  });

  it('erledigt: empty, null, 0 or "0" = not done; 1, "1", true or a date = done; incident 1/"1"/true = rejected', () => {
    const statuses = read([
      {
        flipFlow: { id: 1, name: 'F' },
        tasks: [
          task({ id: 1, erledigt: '' }),
          task({ id: 2, erledigt: null }),
          task({ id: 3, erledigt: '0' }),
          task({ id: 4, erledigt: '1', incident: '0' }),
          task({ id: 5, erledigt: true, incident: true, note: 'Zugang fehlte' }),
          task({ id: 6, erledigt: '2026-11-23 10:15:00', incident: '1' }),
          task({ id: 7, erledigt: 1, incident: null }),
        ],
      },
    ])[0].tasks.map(taskReportStatus);
    expect(statuses).toEqual(['accepted', 'accepted', 'accepted', 'done', 'rejected', 'rejected', 'done']);
  });

  it('Laravel variants: numeric strings, empty strings for nobody and no reason, PHP objects for lists', () => {
    const [group] = read({ 0: { flipFlow: { id: '1', name: 'F' }, tasks: { 0: task({ id: '7', priority: '2', user: '', note: '' }) } } });
    expect(group.tasks[0]).toMatchObject({ id: 7, priority: 2, user: null, note: null });
  });

  it('groups written otherwise: keyed by the flip flow’s name, with id and name beside the tasks, or a bare list', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(read({ 'Morgenroutine Helpdesk': [task()] }).map((g) => [g.flipFlow.name, g.tasks.length])).toEqual([
      ['Morgenroutine Helpdesk', 1],
    ]);
    expect(read([{ id: 3, name: 'Icinga Checks', tasks: [task()] }])[0].flipFlow).toEqual({ id: 3, name: 'Icinga Checks' });
    expect(read([task(), task({ id: 2 })]).map((g) => [g.flipFlow.name, g.tasks.length])).toEqual([['', 2]]);
    expect(read(null)).toEqual([]);
  });

  it('a task without its name is a contract error naming the field', () => {
    expect(() => read([{ flipFlow: { id: 1, name: 'F' }, tasks: [{ id: 1 }] }])).toThrow(UnexpectedResponseError);
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW });
    const groups = await getFlipFlows(1, '2026-11-23');
    expect(groups.map((g) => g.flipFlow.name)).toEqual(['Morgenroutine Helpdesk', 'Benutzerverwaltung']);
  });
});
