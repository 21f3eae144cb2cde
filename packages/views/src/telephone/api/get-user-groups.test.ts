import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { telephoneQueuesSchema } from './get-user-groups';

const read = (data: unknown) => parseResponse(telephoneQueuesSchema, data, 'user/groups');

describe('GET /json/telephoneplan/user/groups: {telephoneQueues}', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: the key with ids; name and state are left to the view', () => {
    expect(read({ telephoneQueues: [{ id: 1 }] }).telephoneQueues).toEqual([{ id: 1, name: 'Queue 1', state: undefined }]);
  });

  it('Laravel values: state as 0/1 or "1", ids as strings, the list as a PHP object', () => {
    const { telephoneQueues } = read({
      telephoneQueues: { 0: { id: '1', name: 'Hotline Allgemein', state: 1 }, 1: { id: 2, name: 'Vertrieb', state: '0' } },
    });
    expect(telephoneQueues).toEqual([
      { id: 1, name: 'Hotline Allgemein', state: true },
      { id: 2, name: 'Vertrieb', state: false },
    ]);
  });

  it('without telephoneQueues the answer is drifted', () => {
    expect(() => read({ queues: [] })).toThrow(UnexpectedResponseError);
  });
});
