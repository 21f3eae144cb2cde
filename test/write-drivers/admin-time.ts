import type { WriteDriver } from './types';

export const ADMIN_TIME_DRIVERS: Record<string, WriteDriver> = {};
