// The keyboard and state of the multi-select's combobox (ARIA 1.2 combobox pattern with a listbox
// popup), written for this one component instead of downshift's hooks (issue 25: downshift with
// prop-types and react-is were 13.5 KiB gz of the no-API selection pages). What it does is what the
// downshift version did: the list opens on a click, a typed letter or an arrow key with its first entry
// highlighted; Enter or a click takes the highlighted entry and keeps the list open; Tab away takes
// an entry only when the user moved to it with the keys (issue 23 point 2); Escape closes, then
// clears; Backspace in the empty search removes the last chosen entry; ArrowLeft at the search's start
// walks the chosen entries (Backspace/Delete removes the focused one).
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** PageUp/PageDown move by this many entries. */
const PAGE = 10;

export interface MultiComboboxOptions<T> {
  /** The options shown in the open list (already filtered and limited). */
  shown: readonly T[];
  selected: readonly T[];
  inputValue: string;
  setInputValue: (value: string) => void;
  onAdd: (item: T) => void;
  onRemove: (item: T) => void;
}

export function useMultiCombobox<T>({ shown, selected, inputValue, setInputValue, onAdd, onRemove }: MultiComboboxOptions<T>) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [highlightedIndex, setHighlighted] = useState(-1);
  // Whether the highlighted entry was reached with the keys (not the list's own first highlight, not
  // the mouse): only then does leaving the field take it.
  const [navigated, setNavigated] = useState(false);
  const [activeChip, setActiveChip] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const chipsRef = useRef<(HTMLElement | null)[]>([]);

  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const menuId = `${id}-menu`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = shown.length;
  const highlighted = isOpen && highlightedIndex >= 0 && highlightedIndex < count ? highlightedIndex : -1;

  const open = () => {
    if (!isOpen) setHighlighted(count > 0 ? 0 : -1);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
    setNavigated(false);
  };
  const moveTo = (index: number) => {
    if (count === 0) return;
    setHighlighted(((index % count) + count) % count);
    setNavigated(true);
  };
  const take = (item: T) => {
    onAdd(item);
    setInputValue('');
    setNavigated(false);
  };

  // The entry moved to with the keys is scrolled into the list's view.
  useEffect(() => {
    if (!navigated || highlighted < 0) return;
    const element = document.getElementById(optionId(highlighted));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is stable per id
  }, [navigated, highlighted]);

  const focusChip = (index: number) => {
    setActiveChip(index);
    chipsRef.current[index]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) {
          open();
          setNavigated(false);
          return;
        }
        moveTo(highlighted < 0 ? (event.key === 'ArrowDown' ? 0 : count - 1) : highlighted + (event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Home':
      case 'End':
        if (!isOpen) return;
        event.preventDefault();
        moveTo(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'PageDown':
      case 'PageUp':
        if (!isOpen) return;
        event.preventDefault();
        moveTo(Math.max(0, Math.min(count - 1, (highlighted < 0 ? 0 : highlighted) + (event.key === 'PageDown' ? PAGE : -PAGE))));
        return;
      case 'Enter':
        if (highlighted < 0 || event.nativeEvent.isComposing) return;
        // Taking an entry does not submit the server form around the field.
        event.preventDefault();
        take(shown[highlighted]);
        return;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (inputValue !== '') setInputValue('');
        return;
      case 'Backspace':
        if (input.selectionStart === 0 && input.selectionEnd === 0 && selected.length > 0) onRemove(selected[selected.length - 1]);
        return;
      case 'ArrowLeft':
        if (input.selectionStart === 0 && input.selectionEnd === 0 && selected.length > 0) focusChip(selected.length - 1);
        return;
      default:
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    // A press on the list or the toggle keeps the focus (their mousedown is prevented); anything else closes.
    if (menuRef.current?.contains(event.relatedTarget as Node | null)) return;
    if (navigated && highlighted >= 0) take(shown[highlighted]);
    close();
  };

  const onChipKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    switch (event.key) {
      case 'ArrowLeft':
        event.preventDefault();
        if (index > 0) focusChip(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        if (index < selected.length - 1) focusChip(index + 1);
        else {
          setActiveChip(-1);
          inputRef.current?.focus();
        }
        return;
      case 'Backspace':
      case 'Delete': {
        event.preventDefault();
        onRemove(selected[index]);
        const next = Math.min(index, selected.length - 2);
        if (next >= 0) window.setTimeout(() => focusChip(next));
        else {
          setActiveChip(-1);
          inputRef.current?.focus();
        }
        return;
      }
      default:
    }
  };

  return {
    isOpen,
    highlightedIndex: highlighted,
    labelProps: { id: labelId, htmlFor: inputId },
    inputProps: {
      id: inputId,
      ref: inputRef,
      role: 'combobox' as const,
      value: inputValue,
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      'aria-labelledby': labelId,
      'aria-activedescendant': highlighted >= 0 ? optionId(highlighted) : undefined,
      onChange: (event: { target: { value: string } }) => {
        setInputValue(event.target.value);
        setOpen(true);
        setHighlighted(0);
        setNavigated(false);
      },
      onClick: () => (isOpen ? close() : open()),
      onKeyDown: onInputKeyDown,
      onBlur: onInputBlur,
    },
    toggleProps: {
      tabIndex: -1,
      'aria-controls': menuId,
      'aria-expanded': isOpen,
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => {
        if (isOpen) close();
        else open();
        inputRef.current?.focus();
      },
    },
    menuProps: {
      id: menuId,
      ref: menuRef,
      role: 'listbox' as const,
      'aria-labelledby': labelId,
      // A press in the list (its scrollbar too) keeps the focus in the search field.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onMouseLeave: () => setHighlighted(-1),
    },
    itemProps: (item: T, index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': highlighted === index,
      onMouseMove: () => {
        if (highlighted !== index) setHighlighted(index);
        setNavigated(false);
      },
      onClick: () => {
        take(item);
        inputRef.current?.focus();
      },
    }),
    chipProps: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        chipsRef.current[index] = element;
      },
      tabIndex: activeChip === index ? 0 : -1,
      onKeyDown: onChipKeyDown(index),
      onFocus: () => setActiveChip(index),
      onBlur: () => setActiveChip(-1),
    }),
  };
}
