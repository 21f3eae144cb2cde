import { useEffect, useRef, useState } from 'react';
import type { FieldElements } from './clocking-fields';
import { firstInvalidField, type ClockingField, type FieldErrors } from './form-model';

/**
 * Errors at their fields, and the focus on the first invalid one after a failed save
 * (RELIABILITY 11). Shared by the edit dialog and the add form.
 */
export function useFieldErrors() {
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

  return { errors, setErrors, showErrors, fieldRefs };
}
