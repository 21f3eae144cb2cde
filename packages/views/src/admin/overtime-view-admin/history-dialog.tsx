import { TEXTS } from '@stempeluhr/core';
import { formatOvertimeEntry as formatOvertime } from './overtime-format';
import type { OvertimeRowChange } from '../api/get-overtime-year';
import { EmptyState, Modal, ScrollRegion } from '@stempeluhr/ui';
import { useId } from 'react';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { OVERTIME_TEXTS as T } from './overtime-view-admin.texts';

/** `2026-11-23 09:30:00` → `23.11.2026 09:30` */
function formatWhen(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]}` : value;
}

const show = (value: unknown, kind: 'overtime' | 'comment') => {
  if (value === null || value === undefined || value === '') return T.empty_value;
  return kind === 'overtime' && typeof value === 'number' ? formatOvertime(value) : String(value);
};

/** Every change of a manual entry, newest first: when, by whom, old → new per changed field. */
export function HistoryDialog({ title, changes, onClose }: { title: string; changes: OvertimeRowChange[]; onClose: () => void }) {
  const id = useId();
  const rows = [...changes]
    .reverse()
    .flatMap((change, index) =>
      (['overtime', 'comment'] as const)
        .filter((field) => change.properties.old?.[field] !== change.properties.attributes?.[field])
        .map((field) => ({ key: `${index}-${field}`, change, field })),
    );
  return (
    <Modal show onHide={onClose} aria-labelledby={id} size="lg" scrollable>
      <Modal.Header closeButton closeLabel={TEXTS.close}>
        <Modal.Title id={id} as="h2" className="h5">
          {T.historyTitle} · {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {rows.length === 0 ? (
          <EmptyState>{T.historyEmpty}</EmptyState>
        ) : (
          <ScrollRegion label={T.historyTitle}>
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{T.colWhen}</th>
                  <th scope="col">{T.colWho}</th>
                  <th scope="col">{T.colField}</th>
                  <th scope="col">{T.colChange}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ key, change, field }) => (
                  <tr key={key}>
                    <td className="text-nowrap tabular-nums">{formatWhen(change.updated_at)}</td>
                    <td className="text-break">{change.user?.dn ?? T.empty_value}</td>
                    <td>{field === 'overtime' ? T.colOvertime : T.colComment}</td>
                    <td className="text-break tabular-nums">
                      <span className="text-body-secondary">{show(change.properties.old?.[field], field)}</span>
                      {' → '}
                      <span>{show(change.properties.attributes?.[field], field)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {ADMIN_TIME_TEXTS.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
