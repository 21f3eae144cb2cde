import { useId, useMemo, useState } from 'react';
import { useMultiCombobox } from './use-multi-combobox';

export interface MultiSelectProps<T> {
  /** Visible label of the search field. */
  label: string;
  items: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  itemKey: (item: T) => string | number;
  itemLabel: (item: T) => string;
  placeholder?: string;
  /** At most this many options are rendered in the open list; the search narrows them. */
  optionsLimit?: number;
  noResultsText?: string;
  removeLabel?: (item: T) => string;
  disabled?: boolean;
}

function normalise(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** A searchable multi-select (ARIA combobox with a listbox, see use-multi-combobox.ts), Bootstrap markup, keyboard-first. */
export function MultiSelect<T>({
  label,
  items,
  selected,
  onChange,
  itemKey,
  itemLabel,
  placeholder,
  optionsLimit = 1000,
  noResultsText = 'Keine Treffer',
  removeLabel = (item) => `${itemLabel(item)} entfernen`,
  disabled = false,
}: MultiSelectProps<T>) {
  const [inputValue, setInputValue] = useState('');
  const hintId = useId();
  const selectedKeys = useMemo(() => new Set(selected.map(itemKey)), [selected, itemKey]);

  const matches = useMemo(() => {
    const needle = normalise(inputValue.trim());
    return items.filter((item) => !selectedKeys.has(itemKey(item)) && (needle === '' || normalise(itemLabel(item)).includes(needle)));
  }, [items, selectedKeys, inputValue, itemKey, itemLabel]);
  const shown = matches.slice(0, Math.max(0, optionsLimit));
  const hidden = matches.length - shown.length;

  const { isOpen, highlightedIndex, labelProps, inputProps, toggleProps, menuProps, itemProps, chipProps } = useMultiCombobox<T>({
    shown,
    selected,
    inputValue,
    setInputValue,
    onAdd: (item) => onChange([...selected, item]),
    onRemove: (item) => onChange(selected.filter((other) => itemKey(other) !== itemKey(item))),
  });

  return (
    <div className="stempeluhr-multiselect position-relative">
      <label className="form-label" {...labelProps}>
        {label}
      </label>
      <div className={`form-control d-flex flex-wrap align-items-center gap-1 h-auto${disabled ? ' bg-body-secondary' : ''}`}>
        {selected.map((item, index) => (
          <span
            key={itemKey(item)}
            className="badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-break"
            {...chipProps(index)}
          >
            {itemLabel(item)}
            <button
              type="button"
              className="btn-close btn-close-white"
              style={{ fontSize: '0.6em' }}
              aria-label={removeLabel(item)}
              disabled={disabled}
              onClick={(event) => {
                event.stopPropagation();
                onChange(selected.filter((other) => itemKey(other) !== itemKey(item)));
              }}
            />
          </span>
        ))}
        <input
          className="border-0 flex-grow-1 bg-transparent"
          style={{ minWidth: '8rem', outline: 'none' }}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={hintId}
          {...inputProps}
        />
        <button
          type="button"
          className="btn btn-sm btn-link text-body-secondary text-decoration-none p-0 ms-auto"
          aria-label="Liste öffnen"
          disabled={disabled}
          {...toggleProps}
        >
          ▾
        </button>
      </div>
      <div id={hintId} className="visually-hidden">
        {selected.length} ausgewählt
      </div>
      <ul className={`dropdown-menu w-100 overflow-auto${isOpen ? ' show' : ''}`} style={{ maxHeight: '16rem' }} {...menuProps}>
        {isOpen &&
          shown.map((item, index) => (
            <li
              key={itemKey(item)}
              className={`dropdown-item text-wrap text-break${highlightedIndex === index ? ' active' : ''}`}
              {...itemProps(item, index)}
            >
              {itemLabel(item)}
            </li>
          ))}
        {isOpen && shown.length === 0 && <li className="dropdown-item-text text-body-secondary">{noResultsText}</li>}
        {isOpen && hidden > 0 && (
          <li className="dropdown-item-text small text-body-secondary">{hidden} weitere Treffer – bitte Suche verfeinern</li>
        )}
      </ul>
    </div>
  );
}
