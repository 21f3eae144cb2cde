// Automatic planning (spec §4): only days without a service agent are filled, each with a random
// leader not on vacation that day, the deputy a random other leader not on vacation (or none).
import type { Leader } from '@stempeluhr/core';
import { createContext } from 'react';

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** mulberry32: a small seeded generator, so that tests and stories plan the same every time. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The random source of automatic planning; tests and stories provide a seeded one. */
export const PlanningRandomContext = createContext<RandomSource>(Math.random);

/** What planning needs of a day (a day plan entry, spec §3). */
export interface PlannedDay {
  dayOfYear: number;
  /** Local midnight, unix seconds. */
  timestamp: number;
}

export interface DayChoice {
  /** User id as the select holds it; '' = none. */
  agent: string;
  deputy: string;
}

export function onVacation(leader: Leader, entry: Pick<PlannedDay, 'dayOfYear'>): boolean {
  return Boolean((leader.vacations as Record<string, boolean>)[String(entry.dayOfYear)]);
}

function pick<T>(items: T[], random: RandomSource): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/**
 * The choices automatic planning makes: timestamp → choice, for the days that had no agent and could
 * be filled. Days with an agent, and days on which everybody is on vacation, are left alone.
 */
export function autoPlan(
  entries: readonly PlannedDay[],
  choices: ReadonlyMap<number, DayChoice>,
  leaders: Leader[],
  random: RandomSource,
): Map<number, DayChoice> {
  const planned = new Map<number, DayChoice>();
  for (const entry of entries) {
    const current = choices.get(entry.timestamp);
    if (current && current.agent !== '') continue;
    const available = leaders.filter((l) => !onVacation(l, entry));
    const agent = pick(available, random);
    if (!agent) continue;
    const deputy = pick(
      available.filter((l) => l.id !== agent.id),
      random,
    );
    planned.set(entry.timestamp, { agent: String(agent.id), deputy: deputy ? String(deputy.id) : '' });
  }
  return planned;
}
