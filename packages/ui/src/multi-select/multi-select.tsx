import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useMemo, useRef, useState } from 'react';

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

/** A searchable multi-select (downshift combobox + multiple selection), Bootstrap markup, keyboard-first. */
/** Moves through the list by keyboard: an entry reached this way may be taken on Tab (ARIA combobox pattern). */
const KEYBOARD_MOVES: readonly string[] = [
  useCombobox.stateChangeTypes.InputKeyDownArrowDown,
  useCombobox.stateChangeTypes.InputKeyDownArrowUp,
  useCombobox.stateChangeTypes.InputKeyDownHome,
  useCombobox.stateChangeTypes.InputKeyDownEnd,
  useCombobox.stateChangeTypes.InputKeyDownPageDown,
  useCombobox.stateChangeTypes.InputKeyDownPageUp,
];

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
  // Whether the highlighted entry was reached with the arrow keys (not the list's own first highlight,
  // not the mouse): only then does leaving the field take it. Set per action type, so a reducer run twice agrees.
  const navigated = useRef(false);
  const selectedKeys = useMemo(() => new Set(selected.map(itemKey)), [selected, itemKey]);

  const matches = useMemo(() => {
    const needle = normalise(inputValue.trim());
    return items.filter((item) => !selectedKeys.has(itemKey(item)) && (needle === '' || normalise(itemLabel(item)).includes(needle)));
  }, [items, selectedKeys, inputValue, itemKey, itemLabel]);
  const shown = matches.slice(0, Math.max(0, optionsLimit));
  const hidden = matches.length - shown.length;

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<T>({
    selectedItems: selected as T[],
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    onStateChange: ({ selectedItems, type }) => {
      if (
        selectedItems &&
        (type === useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace ||
          type === useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete ||
          type === useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace ||
          type === useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem)
      ) {
        onChange(selectedItems);
      }
    },
  });

  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex, getToggleButtonProps } = useCombobox<T>({
    items: shown,
    itemToString: (item) => (item ? itemLabel(item) : ''),
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: (_state, { changes, type }) => {
      if (KEYBOARD_MOVES.includes(type)) {
        navigated.current = true;
        return changes;
      }
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          navigated.current = false;
          // Keep the list open after a pick, so several can be chosen in a row.
          return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: '' };
        case useCombobox.stateChangeTypes.InputBlur: {
          // downshift takes the highlighted entry on blur (Tab away). Nobody chose the list's first
          // highlight: leaving a field the user never moved in with the arrow keys adds nothing.
          const keep = navigated.current;
          navigated.current = false;
          return keep ? changes : { ...changes, selectedItem: _state.selectedItem };
        }
        case useCombobox.stateChangeTypes.InputChange:
        case useCombobox.stateChangeTypes.ItemMouseMove:
        case useCombobox.stateChangeTypes.MenuMouseLeave:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
        case useCombobox.stateChangeTypes.InputClick:
        case useCombobox.stateChangeTypes.ToggleButtonClick:
          navigated.current = false;
          return changes;
        default:
          return changes;
      }
    },
    onStateChange: ({ inputValue: nextInput, type, selectedItem }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
        case useCombobox.stateChangeTypes.InputBlur:
          if (selectedItem) {
            onChange([...selected, selectedItem]);
            setInputValue('');
          }
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setInputValue(nextInput ?? '');
          break;
        default:
          break;
      }
    },
  });

  return (
    <div className="stempeluhr-multiselect position-relative">
      <label className="form-label" {...getLabelProps()}>
        {label}
      </label>
      <div className={`form-control d-flex flex-wrap align-items-center gap-1 h-auto${disabled ? ' bg-body-secondary' : ''}`}>
        {selected.map((item, index) => (
          <span
            key={itemKey(item)}
            className="badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-break"
            {...getSelectedItemProps({ selectedItem: item, index })}
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
                removeSelectedItem(item);
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
          {...getInputProps(getDropdownProps({ preventKeyAction: false }))}
        />
        <button
          type="button"
          className="btn btn-sm btn-link text-body-secondary text-decoration-none p-0 ms-auto"
          aria-label="Liste öffnen"
          disabled={disabled}
          {...getToggleButtonProps()}
        >
          ▾
        </button>
      </div>
      <div id={hintId} className="visually-hidden">
        {selected.length} ausgewählt
      </div>
      <ul className={`dropdown-menu w-100 overflow-auto${isOpen ? ' show' : ''}`} style={{ maxHeight: '16rem' }} {...getMenuProps()}>
        {isOpen &&
          shown.map((item, index) => (
            <li
              key={itemKey(item)}
              className={`dropdown-item text-wrap text-break${highlightedIndex === index ? ' active' : ''}`}
              {...getItemProps({ item, index })}
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
