import { formatBalance, type Tone } from '@stempeluhr/core';
import type { TeamMember } from '../api/get-team';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

/** The server's badge tone as coloured text (never its class as it comes); no data is muted. */
const TONE_TEXT: Partial<Record<Tone, string>> = {
  success: 'text-success',
  danger: 'text-danger',
  warning: 'text-warning-emphasis',
  primary: 'text-primary',
  info: 'text-primary',
};

interface MemberItemProps {
  member: TeamMember;
  active: boolean;
  openable: boolean;
  /** The hint „Namen wählen, um die Woche zu sehen.“ */
  hintId?: string;
  onOpen: () => void;
}

/**
 * One member: the name, then the week's balance under its caption „Wochensaldo“. Openable members are
 * buttons in body colour with a „›“; their accessible name is their visible text (WCAG 2.5.3).
 */
export function MemberItem({ member, active, openable, hintId, onOpen }: MemberItemProps) {
  const tone = active ? '' : (TONE_TEXT[member.tone] ?? 'text-body-secondary');
  const balance = (
    <span className="ms-auto tabular-nums text-nowrap">
      <span className={`small${active ? '' : ' text-body-secondary'}`}>{T.overtime}</span>{' '}
      <span className={`fw-semibold ${tone}`.trim()} title={member.tone === 'secondary' ? T.noData : undefined}>
        {formatBalance(member.overtime)}
      </span>
    </span>
  );
  if (!openable) {
    return (
      <li className="list-group-item d-flex flex-wrap align-items-center gap-2">
        <span>{member.displayName}</span> {balance}
      </li>
    );
  }
  return (
    <li className="list-group-item p-0">
      <button
        type="button"
        className={`list-group-item list-group-item-action border-0 d-flex flex-wrap align-items-center gap-2${active ? ' active' : ' text-body'}`}
        aria-pressed={active}
        aria-describedby={hintId}
        onClick={onOpen}
      >
        <span>{member.displayName}</span> {balance}
        <span aria-hidden="true" className="fs-5 lh-1">
          ›
        </span>
      </button>
    </li>
  );
}
