// @vitest-environment node
// The generator bundles each view with esbuild (to find the views that use the query cache);
// esbuild refuses to run under jsdom, so this check runs in node.
describe('registry', () => {
  it('is derived from the view folders: the generated files are up to date (`npm run registry`)', async () => {
    // @ts-expect-error -- a plain .mjs script without types
    const { syncRegistry } = await import('../../../scripts/registry.mjs');
    expect(syncRegistry({ check: true })).toEqual([]);
  });

  it('gives the page query cache exactly to the views that use TanStack Query', async () => {
    // @ts-expect-error -- a plain .mjs script without types
    const { usesQueryCache } = await import('../../../scripts/registry.mjs');
    expect(usesQueryCache('timetracking/welcome-view')).toBe(true);
    expect(usesQueryCache('tools/flash-message')).toBe(false);
    // The selections reach core's barrel (props, events) but call no API: no axios, no TanStack Query.
    expect(usesQueryCache('admin/multi-user-selection')).toBe(false);
    expect(usesQueryCache('admin/multi-group-selection')).toBe(false);
    expect(usesQueryCache('admin/users-index-view')).toBe(true);
  });
});
