// Kept apart from loose.ts (zod): pages without an API call (flash-message) use it without loading zod.
export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'primary' | 'secondary' | 'light' | 'dark';
const TONES: readonly Tone[] = ['success', 'danger', 'warning', 'info', 'primary', 'secondary', 'light', 'dark'];

/**
 * The tone a server's badge class means, Bootstrap 4 (`badge badge-success`) or 5
 * (`text-bg-success`, `bg-success`); never used as it comes. `secondary` when none is recognised.
 */
export function toneOfClass(className: string | null | undefined): Tone {
  for (const token of (className ?? '').split(/\s+/)) {
    const match = /^(?:badge|text-bg|bg|label|btn|alert|table)-(\w+)$/.exec(token);
    if (match && (TONES as readonly string[]).includes(match[1])) return match[1] as Tone;
  }
  return 'secondary';
}
