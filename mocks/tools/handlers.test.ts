import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { TrackerWorkItem, WorkedTimeResponse, WorkItemsInserted } from '../../packages/core/src/api/wire-types-work-items';
import { db, resetDb } from '../db';
import { fromWall } from '../db/time';
import { clockingTable } from '../timetracking/clockings.seed';
import { workItemsHandlers } from './handlers';
import { get, write, type Invalid } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin. */
const ADMIN = 1;
/** Max Müller, the default signed-in user (clocked in since this morning). */
const MAX = 4;

const worked = (userId: number, start: string, end: string) =>
  get<WorkedTimeResponse & Invalid>(`/youtrack-workitems/ajax/total-worked-time?userId=${userId}&start=${start}&end=${end}`);
const insert = (body: Record<string, unknown>) =>
  write<WorkItemsInserted & Invalid>('POST', '/youtrack-workitems/ajax/insert-workitems', body);
const items = (issueId: string) => get<TrackerWorkItem[]>(`/youtrack-workitems/ajax/get-workitems/${issueId}`);

/** Independent of the handler: closed clockings of the user clocked in on those days, in minutes. */
function closedMinutes(userId: number, start: string, end: string): number {
  let seconds = 0;
  for (const c of clockingTable(db, userId)) {
    const day = c.clockIn.slice(0, 10);
    if (c.userId === userId && c.clockOut !== null && day >= start && day <= end)
      seconds += (fromWall(c.clockOut).getTime() - fromWall(c.clockIn).getTime()) / 1000;
  }
  return Math.floor(seconds / 60);
}

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: MAX });
  // The preamble (faults, CSRF) first, as in mocks/handlers.ts, then this area.
  server.use(handlers[0], ...workItemsHandlers);
});

describe('time transfer: worked time', () => {
  it("answers {minutes} of the user's clockings from start to end", async () => {
    const week = await worked(MAX, '2026-11-16', '2026-11-20');
    expect(week.status).toBe(200);
    expect(Object.keys(week.body)).toEqual(['minutes']);
    expect(week.body.minutes).toBe(closedMinutes(MAX, '2026-11-16', '2026-11-20'));
    expect(week.body.minutes).toBeGreaterThan(20 * 60);
    const friday = (await worked(MAX, '2026-11-20', '2026-11-20')).body.minutes;
    expect(friday).toBeGreaterThan(0);
    expect(friday).toBeLessThan(week.body.minutes);
    expect((await worked(MAX, '2026-11-21', '2026-11-22')).body.minutes).toBe(0);
  });

  it('counts an open clocking until now, and new clockings change the answer', async () => {
    const open = clockingTable(db, MAX).find((c) => c.clockOut === null);
    expect(open?.clockIn.slice(0, 10)).toBe('2026-11-23');
    const today = (await worked(MAX, '2026-11-23', '2026-11-23')).body.minutes;
    expect(today).toBe(Math.floor((NOW.getTime() - fromWall(open?.clockIn ?? '').getTime()) / 60_000));
    db.now = () => new Date(NOW.getTime() + 30 * 60_000);
    expect((await worked(MAX, '2026-11-23', '2026-11-23')).body.minutes).toBe(today + 30);

    clockingTable(db, MAX).push({
      id: 9_999_001,
      userId: MAX,
      clockIn: '2026-11-22 10:00:00',
      clockOut: '2026-11-22 11:30:00',
      type: 'regulär',
      comment: null,
      homeOffice: true,
      addedFromUser: true,
    });
    expect((await worked(MAX, '2026-11-21', '2026-11-22')).body.minutes).toBe(90);
  });

  it('validates the period with German messages', async () => {
    const missing = await get<Invalid>('/youtrack-workitems/ajax/total-worked-time');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      userId: ['Bitte einen Benutzer auswählen.'],
      start: ['Bitte ein gültiges Startdatum angeben.'],
      end: ['Bitte ein gültiges Enddatum angeben.'],
    });
    expect((await worked(MAX, '2026-11-24', '2026-11-25')).body.errors).toEqual({
      start: ['Das Startdatum darf nicht in der Zukunft liegen.'],
      end: ['Das Enddatum darf nicht in der Zukunft liegen.'],
    });
    const reversed = await worked(MAX, '2026-11-20', '2026-11-16');
    expect(reversed.status).toBe(422);
    expect(reversed.body).toEqual({
      message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
      errors: { end: ['Das Enddatum darf nicht vor dem Startdatum liegen.'] },
    });
  });

  it("answers 403 for somebody else's time unless admin, 404 for an unknown user", async () => {
    const denied = await worked(5, '2026-11-16', '2026-11-20');
    expect(denied).toEqual({ status: 403, body: { message: 'Sie dürfen nur Ihre eigenen Zeiten übertragen.' } });
    db.currentUserId = ADMIN;
    expect((await worked(5, '2026-11-16', '2026-11-20')).status).toBe(200);
    const unknown = await worked(999, '2026-11-16', '2026-11-20');
    expect(unknown).toEqual({ status: 404, body: { message: 'Benutzer nicht gefunden.' } });
  });
});

describe('time transfer: insert', () => {
  it('books round(minutes × factor) as a work item on the issue', async () => {
    const minutes = closedMinutes(MAX, '2026-11-16', '2026-11-20');
    const before = (await items('TOOLS-1234')).body;
    const saved = await insert({ userId: MAX, start: '2026-11-16', end: '2026-11-20', factor: 0.8, issueId: 'Tools-1234' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Zeiten wurden erfolgreich übertragen');
    expect(saved.body.minutes).toBe(Math.round(minutes * 0.8));
    const after = (await items('TOOLS-1234')).body;
    expect(after).toHaveLength(before.length + 1);
    expect(after[after.length - 1]).toEqual(saved.body.workItem);
    expect(saved.body.workItem).toMatchObject({
      date: Date.UTC(2026, 10, 16),
      duration: { minutes: saved.body.minutes },
      creator: { login: 'max.mueller' },
      text: '2026-KW47 Arbeitszeit 2026-11-16 bis 2026-11-20 (Faktor 0.8)',
    });
    const comma = await insert({ userId: String(MAX), start: '2026-11-20', end: '2026-11-20', factor: '0,5', issueId: 'ops-7' });
    expect(comma.body.minutes).toBe(Math.round(closedMinutes(MAX, '2026-11-20', '2026-11-20') * 0.5));
    expect((await items('OPS-7')).body).toHaveLength(1);
    // Project keys with digits and underscores, spaces trimmed; the factor up to 10.
    const keyed = await insert({ userId: MAX, start: '2026-11-20', end: '2026-11-20', factor: '10', issueId: ' ops2-15 ' });
    expect(keyed.status).toBe(200);
    expect((await items('OPS2-15')).body).toHaveLength(1);
    expect((await insert({ userId: MAX, start: '2026-11-20', end: '2026-11-20', factor: 1, issueId: 'TOOLS_X-3' })).status).toBe(200);
    expect((await items('tools_x-3')).body).toHaveLength(1);
  });

  it('validates every field with German messages', async () => {
    const empty = await insert({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      userId: ['Bitte einen Benutzer auswählen.'],
      start: ['Bitte ein gültiges Startdatum angeben.'],
      end: ['Bitte ein gültiges Enddatum angeben.'],
      factor: ['Bitte einen Faktor angeben.'],
      issueId: ['Bitte eine Issue-ID angeben.'],
    });
    const wrong = await insert({ userId: MAX, start: '2026-11-30', end: '2026-11-20', factor: 'abc', issueId: 'TOOLS1234' });
    expect(wrong.body.errors).toEqual({
      start: ['Das Startdatum darf nicht in der Zukunft liegen.'],
      factor: ['Faktor muss zwischen 0 und 10 liegen.'],
      issueId: ['Die Issue-ID muss das Format PROJEKT-1234 haben.'],
    });
    const zero = await insert({ userId: MAX, start: '2026-11-20', end: '2026-11-19', factor: 0, issueId: 'TOOLS-1234' });
    expect(zero.body.errors).toEqual({
      end: ['Das Enddatum darf nicht vor dem Startdatum liegen.'],
      factor: ['Faktor muss zwischen 0 und 10 liegen.'],
    });
    const eight = await insert({ userId: MAX, start: '2026-11-16', end: '2026-11-20', factor: '10,5', issueId: 'TOOLS-1234' });
    expect(eight.body.errors).toEqual({ factor: ['Faktor muss zwischen 0 und 10 liegen.'] });
    const nothing = await insert({ userId: MAX, start: '2026-11-21', end: '2026-11-22', factor: 1, issueId: 'TOOLS-1234' });
    expect(nothing.body.errors).toEqual({ start: ['Im gewählten Zeitraum wurde keine Arbeitszeit erfasst.'] });
    expect((await items('TOOLS-1234')).body).toHaveLength(1);
  });

  it('refuses a billed issue with the spec text', async () => {
    const billed = await insert({ userId: MAX, start: '2026-11-16', end: '2026-11-20', factor: 1, issueId: 'tools-1000' });
    expect(billed).toEqual({ status: 409, body: { message: 'Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.' } });
    expect((await items('TOOLS-1000')).body).toHaveLength(2);
  });

  it("answers 403 for somebody else's userId unless admin", async () => {
    const body = { userId: 5, start: '2026-11-16', end: '2026-11-20', factor: 1, issueId: 'TOOLS-2000' };
    expect((await insert(body)).status).toBe(403);
    db.currentUserId = ADMIN;
    const saved = await insert(body);
    expect(saved.status).toBe(200);
    expect(saved.body.workItem.creator.login).toBe('anna.berger');
  });
});

describe('time transfer: work items of an issue', () => {
  it('lists the items oldest first as {id, text, date, duration, creator}', async () => {
    const { status, body } = await items('TOOLS-1000');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: '118-1001',
        text: '2026-KW41 Arbeitszeit 2026-10-05 bis 2026-10-09 (Faktor 0.8)',
        date: Date.UTC(2026, 9, 5),
        duration: { minutes: 1536 },
        creator: { login: 'max.mueller' },
      },
      {
        id: '118-1002',
        text: '2026-KW42 Arbeitszeit 2026-10-12 bis 2026-10-13 (Faktor 1)',
        date: Date.UTC(2026, 9, 12),
        duration: { minutes: 960 },
        creator: { login: 'thomas.becker' },
      },
    ]);
    expect((await items('NEW-1')).body).toEqual([]);
    expect(await items('kein-issue')).toEqual({ status: 404, body: { message: 'Issue nicht gefunden.' } });
  });

  it('delete removes an own item; a second delete is 404', async () => {
    const [item] = (await items('TOOLS-1234')).body;
    const deleted = await write<{ message: string }>('DELETE', `/youtrack-workitems/ajax/delete-workitem/TOOLS-1234/${item.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Eintrag erfolgreich gelöscht' } });
    expect((await items('TOOLS-1234')).body).toEqual([]);
    const again = await write('DELETE', `/youtrack-workitems/ajax/delete-workitem/TOOLS-1234/${item.id}`);
    expect(again).toEqual({ status: 404, body: { message: 'Work Item nicht gefunden.' } });
  });

  it("refuses deleting on a billed issue (409) and somebody else's item (403)", async () => {
    expect(await write('DELETE', '/youtrack-workitems/ajax/delete-workitem/TOOLS-1000/118-1001')).toEqual({
      status: 409,
      body: { message: 'Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.' },
    });
    db.currentUserId = ADMIN;
    const saved = await insert({ userId: 5, start: '2026-11-16', end: '2026-11-20', factor: 1, issueId: 'TOOLS-2000' });
    db.currentUserId = MAX;
    const denied = await write('DELETE', `/youtrack-workitems/ajax/delete-workitem/TOOLS-2000/${saved.body.workItem.id}`);
    expect(denied).toEqual({ status: 403, body: { message: 'Sie dürfen nur Ihre eigenen Work Items löschen.' } });
    db.currentUserId = ADMIN;
    expect((await write('DELETE', `/youtrack-workitems/ajax/delete-workitem/TOOLS-2000/${saved.body.workItem.id}`)).status).toBe(200);
  });

  it('answers 419 to a write without the CSRF token and changes nothing', async () => {
    const refused = await write(
      'POST',
      '/youtrack-workitems/ajax/insert-workitems',
      { userId: MAX, start: '2026-11-16', end: '2026-11-20', factor: 1, issueId: 'TOOLS-1234' },
      null,
    );
    expect(refused).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect((await items('TOOLS-1234')).body).toHaveLength(1);
  });
});
