import { WeekPicker } from '@stempeluhr/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { WORKING_HOUR_TEXTS as T } from './working-hour.texts';
import type { RuleValues } from './working-hour-rule';

/**
 * „Gültig ab“ (a new rule) or „Gültig bis“ (an existing one, which may be cleared: open-ended) as a
 * week picker, with the field's error beneath.
 */
export function ValidityField({
  form,
  id,
  mode,
  disabled,
}: {
  form: UseFormReturn<RuleValues>;
  id: string;
  mode: 'create' | 'update';
  disabled: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name="week"
      render={({ field: week, fieldState }) => (
        <>
          <WeekPicker
            id={id}
            label={mode === 'create' ? T.validFrom : T.validUntil}
            value={week.value}
            onChange={week.onChange}
            disabled={disabled}
          />
          {mode === 'update' && (
            <div className="form-text">
              {week.value ? (
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => week.onChange(null)} disabled={disabled}>
                  {T.clearValidUntil}
                </button>
              ) : (
                T.validUntilHint
              )}
            </div>
          )}
          {fieldState.error && <div className="invalid-feedback d-block">{fieldState.error.message}</div>}
        </>
      )}
    />
  );
}
