// Wire shapes of the admin points view (points-view-admin, spec 02). Field names as the spec gives
// them; the answers to writes are our choice (see mocks/admin/points.handlers.ts).

/** One points entry of a user. */
export interface PointsEntry {
  id: number;
  /** Signed, never 0. */
  points: number;
  comment: string;
  /** Berlin wall time `yyyy-MM-dd HH:mm:ss`. */
  created_at: string;
}

/** GET /json/admin/points/user/{id}?limit&year */
export interface PointsResponse {
  /** Sum of all of the year's points (not only the listed ones). */
  sumPoints: number;
  /** The year's entries, newest first, at most `limit` (all for -1). */
  userPoints: PointsEntry[];
}

/** POST /json/admin/points/user/insert */
export interface PointsInsertPayload {
  /** `yyyy-MM-dd` */
  date: string;
  user_id: number;
  points: number;
  comment: string;
}

/** POST /json/admin/points/user/update */
export interface PointsUpdatePayload {
  id: number;
  points: number;
  comment: string;
}

/** Answer to insert and update. */
export interface PointsSaved {
  message: string;
  userPoint: PointsEntry;
}

/** Page sizes of the view; -1 = all. */
export type PointsLimit = 20 | 40 | 60 | -1;
