import type { KeyboardEvent } from 'react';
import { WELCOME_TEXTS as T } from '../texts/welcome';

/** The clock shortcut: S without modifiers, not while typing in a text field (the widget scopes it to its own focus). */
export function isShortcut(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'repeat'>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.key.toLowerCase() !== T.shortcutKey.toLowerCase())
    return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  const field = target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  // Boxes and buttons take no text: S there still clocks.
  return field === null || (field instanceof HTMLInputElement && ['checkbox', 'radio', 'button', 'submit', 'reset'].includes(field.type));
}
