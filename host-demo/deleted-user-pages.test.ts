// @vitest-environment node
// The demo pages pass `deleted` for a deleted user (issue 19, point 5), as the legacy templates pass the
// user's flag: the admin views of that user only read. A user who is not deleted gets no such attribute.
import { startTestDemo, withDemoClock } from './test-demo';

/** Emma Richter in the seed: inactive and deleted (mocks/db/seed-people.ts). */
const DELETED = 12;
/** Max Müller: an active employee. */
const ACTIVE = 4;

let base = '';
let close: () => Promise<void>;

withDemoClock();

beforeAll(async () => {
  ({ base, close } = await startTestDemo());
});

afterAll(() => close());

const page = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The opening tags of `tag` on the page. */
const tagsOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]);

describe('the admin pages of a user', () => {
  it('pass `deleted` to every admin view of a deleted user', async () => {
    const user = await page(`/admin/users/${DELETED}`);
    expect(tagsOf(user, 'week-overview-admin')).toEqual([expect.stringMatching(new RegExp(`user-id="${DELETED}".* deleted>$`))]);
    expect(tagsOf(user, 'short-time-view')).toEqual([`<short-time-view user-id="${DELETED}" deleted>`]);
    expect(tagsOf(await page(`/admin/users/${DELETED}/overtime`), 'overtime-view-admin')).toEqual([
      `<overtime-view-admin user-id="${DELETED}" deleted>`,
    ]);
    expect(tagsOf(await page(`/admin/users/${DELETED}/worktimechanges`), 'workinghours-view-admin')).toEqual([
      `<workinghours-view-admin user-id="${DELETED}" deleted>`,
    ]);
  });

  it('pass no `deleted` for a user who is not deleted', async () => {
    const pages = await Promise.all(['', '/overtime', '/worktimechanges'].map((tail) => page(`/admin/users/${ACTIVE}${tail}`)));
    const tags = pages.flatMap((html) =>
      ['week-overview-admin', 'short-time-view', 'overtime-view-admin', 'workinghours-view-admin'].flatMap((tag) => tagsOf(html, tag)),
    );
    expect(tags).toHaveLength(4);
    for (const tag of tags) expect(tag).not.toMatch(/\sdeleted\b/);
  });
});
