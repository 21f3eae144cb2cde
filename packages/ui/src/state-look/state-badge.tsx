import { STATE_LOOKS, lookOfServerClass, type StateKey, type ToneLook } from './looks';

const LEGEND_LABEL = 'Farben:';

export type StateBadgeProps = {
  /** Replaces the look's word, e.g. „Angenommen von Max Müller“ or the absence type „Sonderurlaub“. */
  label?: string;
  className?: string;
} & ({ state: StateKey; serverClass?: never } | { state?: never; serverClass: string | null | undefined; label: string });

/**
 * The badge of a domain state, always with its word (and glyph where the state has one): `state`
 * picks the look from STATE_LOOKS; `serverClass` maps a class the server sent onto a tone first.
 */
export function StateBadge({ state, serverClass, label, className }: StateBadgeProps) {
  const found = state ? STATE_LOOKS[state] : undefined;
  const tone: ToneLook = found ?? lookOfServerClass(serverClass);
  const text = label ?? found?.label ?? '';
  return (
    <span
      className={`badge ${tone.className}${className ? ` ${className}` : ''}`}
      title={found && label === undefined ? found.meaning : undefined}
      data-state={found?.key}
    >
      {found?.glyph && (
        <span aria-hidden="true" className="me-1">
          {found.glyph}
        </span>
      )}
      {text}
    </span>
  );
}

/** A small line saying what each badge colour means, for the states the view shows (no others). */
export function StateLegend({ states, className = 'small text-body-secondary mb-2' }: { states: readonly StateKey[]; className?: string }) {
  const shown = [...new Set(states)];
  if (shown.length === 0) return null;
  return (
    <p className={className} data-testid="state-legend">
      {LEGEND_LABEL}{' '}
      {shown.map((key, index) => (
        <span key={key}>
          {index > 0 ? ' · ' : ''}
          <StateBadge state={key} /> = {STATE_LOOKS[key].meaning}
        </span>
      ))}
    </p>
  );
}
