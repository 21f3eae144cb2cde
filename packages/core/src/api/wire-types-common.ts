// Shapes on the wire that every area shares: the page's user object, picker options, Laravel's
// validation answer.

/** The user object the server renders into day-overview and friends. */
export interface PageUser {
  id: number;
  dn: string;
  /** Present (true or false) only where the page allows own edits; see NOTES.md. */
  clockings_blacklisted?: boolean;
}

export interface UserOption {
  id: number;
  dn: string;
}

export interface GroupOption {
  id: number;
  name: string;
}

export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
