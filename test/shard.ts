/** A part of a suite that runs over every view: part `index` (from 1) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The items of one part: every `count`-th, starting at the part's index, so the parts are about the same
 * size and together hold every item once. The shared suites over every view are split into files this way
 * (`packages/widgets/src/*.N.test.tsx`), so vitest's workers run them side by side.
 */
export function shardOf<T>(items: readonly T[], { index, count }: Shard): T[] {
  return items.filter((_, i) => i % count === index - 1);
}
