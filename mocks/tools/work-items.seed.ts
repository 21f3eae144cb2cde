// The emulated issue tracker's table (spec 02, work-items-view), seeded on first use: TOOLS-1000
// (billed) with two items, TOOLS-1234 with one item of Max Müller (4).
import { defineTable } from '../db/table';

export interface StoredWorkItem {
  id: string;
  /** Upper-case issue id. */
  issueId: string;
  userId: number;
  text: string;
  /** `yyyy-MM-dd` */
  date: string;
  minutes: number;
}

export interface WorkItemsState {
  items: StoredWorkItem[];
  /** Upper-case ids of issues that are billed already. */
  billed: Set<string>;
}

export const ITEM_PREFIX = '118-';

export const workItemsState = defineTable('work-items', (db): WorkItemsState => {
  const item = (issueId: string, userId: number, date: string, minutes: number, text: string): StoredWorkItem => ({
    id: `${ITEM_PREFIX}${db.nextId('work-items')}`,
    issueId,
    userId,
    date,
    minutes,
    text,
  });
  return {
    items: [
      item('TOOLS-1000', 4, '2026-10-05', 1536, '2026-KW41 Arbeitszeit 2026-10-05 bis 2026-10-09 (Faktor 0.8)'),
      item('TOOLS-1000', 2, '2026-10-12', 960, '2026-KW42 Arbeitszeit 2026-10-12 bis 2026-10-13 (Faktor 1)'),
      item('TOOLS-1234', 4, '2026-11-02', 1200, '2026-KW45 Arbeitszeit 2026-11-02 bis 2026-11-06 (Faktor 0.5)'),
    ],
    billed: new Set(['TOOLS-1000']),
  };
});
