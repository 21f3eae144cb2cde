import type { ReactNode } from 'react';

/** What the field's control spreads (`<input {...control} {...register('x')} />`). */
export interface FormControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The message to show (RHF's `formState.errors.x`, or plain text); none = valid. */
  error?: { message?: string } | string;
  /** Help text below the control, read with it. */
  hint?: ReactNode;
  /** A checkbox or switch: `form-check` layout, label after the control. */
  check?: boolean;
  /** The control's Bootstrap class; default `form-control` (`form-check-input` with `check`). */
  controlClassName?: string;
  /** The wrapper's spacing; default `mb-3`. */
  className?: string;
  /**
   * The id of an element that already shows the message (a form's error list): the field is marked
   * invalid and described by it, and the message is not repeated below the field.
   */
  errorShownIn?: string;
  children: (control: FormControlProps) => ReactNode;
}

/** Label, control, hint and error of one field, linked for screen readers (Bootstrap 5 markup). */
export function FormField({
  id,
  label,
  error,
  hint,
  check = false,
  controlClassName,
  className = 'mb-3',
  errorShownIn,
  children,
}: FormFieldProps) {
  const message = typeof error === 'string' ? error : error?.message;
  const invalid = Boolean(message);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [...(hint ? [hintId] : []), ...(invalid ? [errorShownIn ?? errorId] : [])].join(' ') || undefined;
  const base = controlClassName ?? (check ? 'form-check-input' : 'form-control');
  const control = children({
    id,
    className: invalid ? `${base} is-invalid` : base,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  });
  const labelElement = (
    <label className={check ? 'form-check-label' : 'form-label'} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={check ? `form-check ${className}`.trim() : className || undefined}>
      {check ? control : labelElement}
      {check ? labelElement : control}
      {hint && (
        <div id={hintId} className={check ? 'form-text mt-0' : 'form-text'}>
          {hint}
        </div>
      )}
      {invalid && !errorShownIn && (
        <div id={errorId} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}
