import type { ApiMutationOptions } from '@stempeluhr/core';

/** What a view adds to an admin write (events, callbacks, failure text, draft key); the call and what it invalidates are the endpoint's. */
export type AdminWriteOptions<I, R = void> = Omit<ApiMutationOptions<I, R>, 'mutationFn' | 'invalidates'>;
