import type { TagContract } from '@stempeluhr/core';
import type { Fault } from '@mocks/index';
import { exampleArgs, viewMeta } from '@stories/contract-meta';
import type { MockParameters } from '@stories/support';
import type { ComponentType } from 'react';

/** Sabine Schröder (1) is the seeded admin: the admin views' stories run as her. */
export const ADMIN: MockParameters = { mockUserId: 1 };

/** Signed in as the admin, with requests that fail (or answer) as given. */
export const asAdminWith = (...faults: Fault[]): MockParameters => ({ ...ADMIN, mockFaults: faults });

/** The story „Fehler beim Laden“: the view's read answers 500. */
export const failedRead = (path: string) => ({ name: 'Fehler beim Laden', parameters: asAdminWith({ method: 'GET', path, status: 500 }) });

/** The meta of an admin view's stories: the contract's meta, the first args (by default the example's), signed in as the admin. */
export function adminMeta<P extends object>(View: ComponentType<P>, contract: TagContract<P>, args: Partial<P> = exampleArgs(contract)) {
  return { ...viewMeta(View, contract), args, parameters: ADMIN };
}
