import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A write is running: the button shows a spinner, says so (aria-busy) and takes no second click. */
  pending?: boolean;
  /** Bootstrap button variant (`primary`, `outline-danger`, …). */
  variant?: string;
  /** Why the button can't be used now: disables it and shows the reason beneath (never a silent grey button). */
  disabledReason?: string | null;
  children: ReactNode;
}

/** The one button for a write: spinner while pending, disabled with its reason, `type="submit"` unless told. */
export function SubmitButton({
  pending = false,
  variant = 'primary',
  disabledReason,
  disabled,
  type = 'submit',
  className,
  children,
  ...rest
}: SubmitButtonProps) {
  const reasonId = useId();
  const button = (
    <button
      {...rest}
      type={type}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={pending || Boolean(disabledReason) || disabled}
      aria-busy={pending || undefined}
      aria-describedby={disabledReason ? reasonId : rest['aria-describedby']}
    >
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
  if (!disabledReason) return button;
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      {button}
      <span id={reasonId} className="form-text mt-0">
        {disabledReason}
      </span>
    </span>
  );
}

/** A small spinner with a text for screen readers, for a part of a view that is loading. */
export function InlineSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <span className={`d-inline-flex align-items-center gap-2${className ? ` ${className}` : ''}`} role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
