// Wire shapes of the short-time work card (short-time-view, spec 02). The answers to writes are our
// choice (see mocks/admin/short-time.handlers.ts).

export interface ShortTimeEntry {
  id: number;
  /** `yyyy-MM-dd` */
  from: string;
  /** `yyyy-MM-dd`; null = open-ended. */
  to: string | null;
}

/** POST /admin/users/{userId}/short-time/create */
export interface ShortTimeCreatePayload {
  from: string;
  /** Optional: empty or null = open-ended. */
  to?: string | null;
}

/** POST /admin/users/{userId}/short-time/update */
export interface ShortTimeUpdatePayload extends ShortTimeCreatePayload {
  id: number;
}

/** Answer to create and update. */
export interface ShortTimeSaved {
  message: string;
  entry: ShortTimeEntry;
}

/** 422 of this area: the messages as a list (shown under 'Bitte folgende Fehler korrigieren:'). */
export interface ShortTimeErrors {
  errors: string[];
}
