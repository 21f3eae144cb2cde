import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getQueuePlan, queueMembersSchema, queuePlanSchema } from './get-queue-plan';

const member = {
  id: 2026112305,
  user_id: 5,
  user: { dn: 'aberger', fullName: 'Anna Berger' },
  absent: 0,
  working: 1,
  queues: [{ id: 77, name: 'Hotline Allgemein' }],
};

describe('the queue plan’s rows (Telephone queue member, spec 02 §3)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal member with Laravel 0/1: absent and working as booleans, no queue_id', () => {
    expect(parseResponse(queueMembersSchema, [member], 'members')).toEqual([
      { ...member, absent: false, working: true, queues: [{ id: 77, name: 'Hotline Allgemein', queue_id: undefined }] },
    ]);
  });

  it('Laravel variants: ids as strings, "1"/"0", lists as PHP objects; a member without user is drifted', () => {
    const [row] = parseResponse(
      queueMembersSchema,
      {
        0: { ...member, id: '2026112305', user_id: '5', absent: '1', working: '0', queues: { 0: { id: '77', name: 'X', queue_id: '1' } } },
      },
      'members',
    );
    expect(row).toMatchObject({ id: 2026112305, user_id: 5, absent: true, working: false, queues: [{ id: 77, queue_id: 1 }] });
    expect(() => parseResponse(queueMembersSchema, [{ ...member, user: undefined }], 'members')).toThrow(UnexpectedResponseError);
  });

  it('the read’s other keys are assumed: members alone is a plan', () => {
    const plan = parseResponse(queuePlanSchema, { members: [member] }, 'plan');
    expect(plan.members).toHaveLength(1);
    expect(plan.queues).toBeUndefined();
    expect(plan.editable).toBeUndefined();
  });

  it('GET /json/telephoneplan/queue/{date} is our addition: 404 is null (the view says the page must pass the plan)', async () => {
    server.use(http.get(route('/json/telephoneplan/queue/:date'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    await expect(getQueuePlan('2026-11-23')).resolves.toBeNull();
    server.use(http.get(route('/json/telephoneplan/queue/:date'), () => HttpResponse.json({ members: [member], editable: '1' })));
    await expect(getQueuePlan('2026-11-23')).resolves.toMatchObject({ editable: true, members: [{ user_id: 5 }] });
  });
});
