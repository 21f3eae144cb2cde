/**
 * Deterministic 32-bit hash of a few integers: the seeds derive their "random" spread from it, so
 * every reset with the same now gives the same rows (no Math.random anywhere).
 */
export function hash(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(b + 0x68e31da4, 0x85ebca6b) ^ Math.imul(c + 0x1b873593, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The clocking seed's older mixer, kept apart because its rows are pinned outside mocks/ (the
 * welcome-view backend test, the welcome-view story and the e2e run expect Max Müller clocked in
 * since 07:52, mobil); switching it to `hash` re-seeds every clocking. Do not use it for new seeds.
 */
export function clockingSeedHash(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c + 0x165667b1, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}
