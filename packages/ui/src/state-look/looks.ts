// Issue 24 point 3: one look per domain state, from this one table. A look is a Bootstrap tone (its
// `text-bg-*` class works on 5.3 and, through bootstrap4-compat.css, on 4.6), an optional glyph and the
// German word; the colour never speaks alone (WCAG 1.4.1): the badge always carries its word.
import { toneOfClass, type Tone } from '@stempeluhr/core';

export type StateKey = 'running' | 'open' | 'mobile' | 'vacation' | 'half-vacation' | 'not-assigned' | 'accepted' | 'done' | 'rejected';

export interface ToneLook {
  tone: Tone;
  /** The badge's colour class: `text-bg-<tone>` (Bootstrap 5.3; 4.6 through the compat sheet). */
  className: string;
}

export interface StateLook extends ToneLook {
  key: StateKey;
  /** The badge's word (spec texts): „läuft“, „Mobil“, „½ Urlaub“, „Erledigt“ … */
  label: string;
  /** Shown before the word, hidden from screen readers (the word says it). */
  glyph?: string;
  /** What the colour means, for the legend and the badge's tooltip. */
  meaning: string;
}

const look = (key: StateKey, tone: Tone, label: string, meaning: string, glyph?: string): StateLook => ({
  key,
  tone,
  className: `text-bg-${tone}`,
  label,
  meaning,
  ...(glyph ? { glyph } : {}),
});

/** The one table of looks. */
export const STATE_LOOKS: Readonly<Record<StateKey, StateLook>> = {
  // A booking without clock-out: today it runs („läuft“); on a past day it was forgotten („offen“).
  running: look('running', 'success', 'läuft', 'Buchung läuft noch (heute, nicht ausgestempelt)'),
  open: look('open', 'warning', 'offen', 'Buchung ohne Ende an einem vergangenen Tag (Ausstempeln vergessen?)'),
  mobile: look('mobile', 'info', 'Mobil', 'mobil / im Homeoffice gearbeitet'),
  // Spec: vacation shows the absence type, half vacation „½“ plus the type.
  vacation: look('vacation', 'primary', 'Urlaub', 'Urlaubstag'),
  'half-vacation': look('half-vacation', 'primary', '½ Urlaub', 'halber Urlaubstag'),
  // Task states (checklist report, flip-flow, planning): the glyphs ○ ● ✓ ✕ beside the word.
  'not-assigned': look('not-assigned', 'secondary', 'Nicht zugewiesen', 'Aufgabe noch niemandem zugewiesen', '○'),
  accepted: look('accepted', 'warning', 'Angenommen', 'Aufgabe angenommen, noch nicht erledigt', '●'),
  done: look('done', 'success', 'Erledigt', 'Aufgabe erledigt', '✓'),
  rejected: look('rejected', 'danger', 'Abgelehnt', 'Aufgabe abgelehnt', '✕'),
};

const TONES: readonly Tone[] = ['success', 'danger', 'warning', 'info', 'primary', 'secondary', 'light', 'dark'];

/**
 * A server's badge class (Bootstrap 4 `badge badge-success`, 5 `text-bg-success` / `bg-success`, or a
 * bare tone `success`) as one of our looks: the class is never used as it comes. Unknown: secondary.
 */
export function lookOfServerClass(className: string | null | undefined): ToneLook {
  const bare = (className ?? '').trim();
  const tone = (TONES as readonly string[]).includes(bare) ? (bare as Tone) : toneOfClass(bare);
  return { tone, className: `text-bg-${tone}` };
}
