// Every view's write driver for the shared write suite (packages/widgets/src/writes.suite.tsx), one
// file per group of areas. A view listed in test/write-driven.ts must have one here, and the other way round.
import { ADMIN_DATA_DRIVERS } from './admin-data';
import { ADMIN_TIME_DRIVERS } from './admin-time';
import { PLANNING_DRIVERS } from './planning';
import { SERVICE_DRIVERS } from './service';
import { TIMETRACKING_DRIVERS } from './timetracking';
import type { WriteDriver } from './types';

export type { WriteDriver } from './types';

export const WRITE_DRIVERS: Record<string, WriteDriver> = {
  ...TIMETRACKING_DRIVERS,
  ...ADMIN_TIME_DRIVERS,
  ...ADMIN_DATA_DRIVERS,
  ...PLANNING_DRIVERS,
  ...SERVICE_DRIVERS,
};
