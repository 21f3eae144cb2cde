// The one classic <script src=".../widgets.js"> a legacy page loads. It defines all 34 tags at once
// and stays small: React, the views and their CSS load from beside this file when a tag is used.
import { defineWidgetElements, installClickableRows, type ElementRuntime } from '@stempeluhr/core/element-only';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? window.location.href);

function loadCss(): void {
  const href = new URL('runtime.css', base).href;
  if (document.querySelector(`link[data-stempeluhr-css]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.stempeluhrCss = '';
  document.head.appendChild(link);
}

// Server-rendered tables need their data-href rows on every page, with or without a widget.
installClickableRows();

defineWidgetElements({
  loadRuntime: async () => {
    loadCss();
    const module = (await import(/* @vite-ignore */ new URL('runtime.js', base).href)) as { runtime: ElementRuntime };
    return module.runtime;
  },
});
