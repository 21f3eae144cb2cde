import { useEffect, useRef, useState } from 'react';
import type { FieldElements } from './clocking-fields';
import {
  applyChange,
  firstInvalidField,
  withoutFields,
  type ClockingField,
  type ClockingFormValues,
  type FieldErrors,
} from './clocking-rules';

/**
 * The state of a clocking form, shared by the edit dialog and the add form: the values, errors at
 * their fields (a change clears the error of what changed), and the focus on the first invalid
 * field after a failed save (RELIABILITY 11).
 */
export function useClockingForm(initial: () => ClockingFormValues) {
  const [values, setValues] = useState<ClockingFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState<{ field: ClockingField } | null>(null);
  const fieldRefs = useRef<FieldElements>({});

  useEffect(() => {
    if (focusRequest) fieldRefs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const field = firstInvalidField(next);
    if (field) setFocusRequest({ field });
  };

  const change = (patch: Partial<ClockingFormValues>) => {
    setValues((previous) => applyChange(previous, patch));
    setErrors((previous) => withoutFields(previous, patch));
  };

  return { values, setValues, change, errors, setErrors, showErrors, fieldRefs };
}
