import type { WriteDriver } from './types';

export const ADMIN_DATA_DRIVERS: Record<string, WriteDriver> = {};
