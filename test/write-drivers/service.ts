import type { WriteDriver } from './types';

export const SERVICE_DRIVERS: Record<string, WriteDriver> = {};
