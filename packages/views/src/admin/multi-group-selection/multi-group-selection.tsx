import { useWidgetEvent, type GroupOption, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { MultiSelect } from '@stempeluhr/ui';
import { useState } from 'react';
import { ADMIN_TEXTS } from '../texts';
import { multiGroupSelectionTag } from './multi-group-selection.tag';

export type MultiGroupSelectionProps = TagProps<typeof multiGroupSelectionTag>;

/** Preselected group names from the page's `groups[]` query parameters. */
export function preselectedGroupNames(search: string = window.location.search): string[] {
  return new URLSearchParams(search).getAll('groups[]');
}

/** Searchable group multi-select in a server form; submits one hidden `groups[]` field per chosen group name. */
function MultiGroupSelectionImpl({ options, optionsLimit, placeholder }: ViewProps<typeof multiGroupSelectionTag>) {
  const items = options;
  const [selected, setSelected] = useState<GroupOption[]>(() => {
    const names = new Set(preselectedGroupNames());
    return items.filter((item) => names.has(item.name));
  });
  const emit = useWidgetEvent();

  return (
    <div className="mb-3">
      <MultiSelect<GroupOption>
        label={ADMIN_TEXTS.groupsLabel}
        items={items}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          emit('selection-changed', { values: next.map((g) => g.name) });
        }}
        itemKey={(g) => g.id}
        itemLabel={(g) => g.name}
        placeholder={placeholder}
        optionsLimit={optionsLimit}
        noResultsText={ADMIN_TEXTS.groupsNone}
      />
      {selected.map((g) => (
        <input key={g.id} type="hidden" name="groups[]" value={g.name} />
      ))}
    </div>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const MultiGroupSelection = withDefaults(multiGroupSelectionTag, MultiGroupSelectionImpl);
