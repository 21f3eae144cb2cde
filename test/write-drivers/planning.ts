import type { WriteDriver } from './types';

export const PLANNING_DRIVERS: Record<string, WriteDriver> = {};
