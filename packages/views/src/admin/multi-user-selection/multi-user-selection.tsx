import { useWidgetEvent, type UserOption, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { MultiSelect } from '@stempeluhr/ui';
import { useState } from 'react';
import { ADMIN_TEXTS } from '../texts';
import { multiUserSelectionTag } from './multi-user-selection.tag';

export type MultiUserSelectionProps = TagProps<typeof multiUserSelectionTag>;

/** Preselected ids from the page's `users` query parameter: comma-separated integers, junk ignored. */
export function preselectedUserIds(search: string = window.location.search): number[] {
  const raw = new URLSearchParams(search).get('users') ?? '';
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/** Searchable user multi-select in a server form; submits one hidden field `users` (ids, comma-separated). */
function MultiUserSelectionImpl({ options, optionsLimit, placeholder }: ViewProps<typeof multiUserSelectionTag>) {
  const items = options;
  const [selected, setSelected] = useState<UserOption[]>(() => {
    const ids = new Set(preselectedUserIds());
    return items.filter((item) => ids.has(item.id));
  });
  const emit = useWidgetEvent();

  return (
    <div className="mb-3">
      <MultiSelect<UserOption>
        label={ADMIN_TEXTS.usersLabel}
        items={items}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          emit('selection-changed', { values: next.map((u) => u.id) });
        }}
        itemKey={(u) => u.id}
        itemLabel={(u) => u.dn}
        placeholder={placeholder}
        optionsLimit={optionsLimit}
        noResultsText={ADMIN_TEXTS.usersNone}
      />
      <input type="hidden" name="users" value={selected.map((u) => u.id).join(',')} />
    </div>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const MultiUserSelection = withDefaults(multiUserSelectionTag, MultiUserSelectionImpl);
