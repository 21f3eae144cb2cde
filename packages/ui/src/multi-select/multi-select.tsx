import {
  mergeModules,
  multiSelect,
  useMultiSelect,
  type Feature,
  type MultiSelectFeature,
  type MultiSelectProps as LibraryProps,
} from '@szhsin/react-autocomplete';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

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

/** PageUp/PageDown move the highlight by this many entries. */
const PAGE = 10;

/**
 * What the selections add to the library's multi-select (ARIA 1.2 combobox, `@szhsin/react-autocomplete`):
 * the list opens and every search starts with its first entry highlighted (Enter takes it); after a pick the
 * list stays open with the next entry highlighted; Home/End/PageUp/PageDown in the open list; and Tab takes an
 * entry only when the user moved to it with the keys (issue 23 point 2: leaving a field adds nobody by itself).
 * Its handlers run after the library's (mergeModules), so its highlight wins.
 */
function selectionKeys<T>(navigated: boolean, setNavigated: (moved: boolean) => void, clearSearch: () => void): Feature<T, object> {
  return ({ items, focusIndex, setFocusIndex, open, onSelectChange }) => {
    const highlightFirst = () => {
      setNavigated(false);
      if (!open) setFocusIndex(0);
    };
    const afterPick = (index: number) => {
      setNavigated(false);
      clearSearch();
      setFocusIndex(Math.min(index, items.length - 2));
    };
    const move = (index: number) => {
      setNavigated(true);
      setFocusIndex(Math.max(0, Math.min(items.length - 1, index)));
    };
    return {
      getInputProps: () => ({
        onChange: () => {
          setNavigated(false);
          setFocusIndex(0);
        },
        onClick: highlightFirst,
        onBlur: () => {
          setNavigated(false);
        },
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (!open) {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') highlightFirst();
            return;
          }
          switch (event.key) {
            case 'ArrowDown':
            case 'ArrowUp':
              setNavigated(true);
              break;
            case 'Home':
            case 'End':
            case 'PageDown':
            case 'PageUp':
              event.preventDefault();
              move(
                event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : focusIndex + (event.key === 'PageDown' ? PAGE : -PAGE),
              );
              break;
            case 'Enter':
              if (items[focusIndex] !== undefined) afterPick(focusIndex);
              break;
            case 'Tab':
              if (navigated && items[focusIndex] !== undefined) onSelectChange(items[focusIndex]);
              break;
            default:
              break;
          }
        },
      }),
      getItemProps: ({ index }: { index: number }) => ({
        onClick: () => afterPick(index),
        onPointerMove: () => {
          setNavigated(false);
        },
      }),
      getToggleProps: () => ({ onClick: highlightFirst }),
    };
  };
}

/** A searchable multi-select: chips of the chosen entries, a search field with its list; Bootstrap markup, keyboard-first. */
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
  // Whether the highlighted entry was reached with the keys (not the list's own first highlight, not the mouse).
  const [navigated, setNavigated] = useState(false);
  const selectedKeys = useMemo(() => new Set(selected.map(itemKey)), [selected, itemKey]);

  const matches = useMemo(() => {
    const needle = normalise(inputValue.trim());
    return items.filter((item) => !selectedKeys.has(itemKey(item)) && (needle === '' || normalise(itemLabel(item)).includes(needle)));
  }, [items, selectedKeys, inputValue, itemKey, itemLabel]);
  const shown = matches.slice(0, Math.max(0, optionsLimit));
  const hidden = matches.length - shown.length;

  const {
    getLabelProps,
    getInputProps,
    getListProps,
    getItemProps,
    getToggleProps,
    getFocusCaptureProps,
    isTagActive,
    removeSelect,
    open,
    focusIndex,
  } = useMultiSelect({
    items: shown,
    value: inputValue,
    onChange: (value?: string) => setInputValue(value ?? ''),
    selected: selected as T[],
    onSelectChange: (next: T[]) => onChange(next),
    getItemValue: itemLabel,
    isEqual: (a?: T, b?: T) => a === b || (a !== undefined && b !== undefined && itemKey(a) === itemKey(b)),
    feature: mergeModules(
      multiSelect<T>({ closeOnSelect: false }),
      selectionKeys<T>(navigated, setNavigated, () => setInputValue('')),
    ) as MultiSelectFeature<T>,
    // (The library's item-label prop is a conditional type TypeScript cannot resolve for a generic T.)
  } as unknown as LibraryProps<T, ReturnType<MultiSelectFeature<T>>>);

  return (
    <div className="stempeluhr-multiselect position-relative">
      <label className="form-label" {...getLabelProps()}>
        {label}
      </label>
      <div
        className={`form-control d-flex flex-wrap align-items-center gap-1 h-auto${disabled ? ' bg-body-secondary' : ''}`}
        {...getFocusCaptureProps()}
      >
        {selected.map((item) => (
          <span
            key={itemKey(item)}
            className={`badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-break${isTagActive(item) ? ' stempeluhr-chip-active' : ''}`}
          >
            {itemLabel(item)}
            <button
              type="button"
              className="btn-close btn-close-white"
              style={{ fontSize: '0.6em' }}
              aria-label={removeLabel(item)}
              disabled={disabled}
              onClick={() => removeSelect(item)}
            />
          </span>
        ))}
        <input
          className="border-0 flex-grow-1 bg-transparent"
          style={{ minWidth: '8rem', outline: 'none' }}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={hintId}
          {...getInputProps()}
        />
        <button
          className="btn btn-sm btn-link text-body-secondary text-decoration-none p-0 ms-auto"
          aria-label="Liste öffnen"
          disabled={disabled}
          {...getToggleProps()}
        >
          ▾
        </button>
      </div>
      <div id={hintId} className="visually-hidden">
        {selected.length} ausgewählt
      </div>
      <ul className={`dropdown-menu w-100 overflow-auto${open ? ' show' : ''}`} style={{ maxHeight: '16rem' }} {...getListProps()}>
        {open &&
          shown.map((item, index) => (
            <li
              key={itemKey(item)}
              role="option"
              className={`dropdown-item text-wrap text-break${focusIndex === index ? ' active' : ''}`}
              {...getItemProps({ item, index })}
              // The chosen entries leave the list: what is "selected" here is the highlighted one.
              aria-selected={focusIndex === index}
            >
              {itemLabel(item)}
            </li>
          ))}
        {open && shown.length === 0 && <li className="dropdown-item-text text-body-secondary">{noResultsText}</li>}
        {open && hidden > 0 && (
          <li className="dropdown-item-text small text-body-secondary">{hidden} weitere Treffer – bitte Suche verfeinern</li>
        )}
      </ul>
    </div>
  );
}
