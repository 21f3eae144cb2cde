import { TEXTS } from '@stempeluhr/core';

/** A prop the view cannot work with: said inline, no request is made. */
export function ConfigAlert({ tag, message }: { tag: string; message: string }) {
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <strong>{TEXTS.configError}</strong> in &lt;{tag}&gt;: {message}
    </div>
  );
}
