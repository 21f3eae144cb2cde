// The one classic <script src=".../widgets.js"> a legacy page loads. It defines all 34 tags at once
// and stays small: React, the views and their CSS load from beside this file when a tag is used.
import { defineWidgetElements, installClickableRows, type ElementRuntime } from '@stempeluhr/core/element-only';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? window.location.href);

function addStylesheet(file: string, marker: string): void {
  if (document.querySelector(`link[data-${marker}]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(file, base).href;
  link.setAttribute(`data-${marker}`, '');
  document.head.appendChild(link);
}

/**
 * The legacy pages load Bootstrap 4.6 (bootstrap-vue 2 needs it); our markup is Bootstrap 5's. Where
 * the page has no Bootstrap 5 (its CSS variables are missing), the small scoped supplement is added.
 * `<meta name="stempeluhr-bootstrap" content="4|5">` decides instead of the probe.
 */
function needsBootstrap4Supplement(): boolean {
  const declared = document.querySelector<HTMLMetaElement>('meta[name="stempeluhr-bootstrap"]')?.content.trim();
  if (declared) return declared.startsWith('4');
  return getComputedStyle(document.documentElement).getPropertyValue('--bs-body-font-family').trim() === '';
}

function loadCss(): void {
  addStylesheet('runtime.css', 'stempeluhr-css');
  if (needsBootstrap4Supplement()) addStylesheet('bootstrap4-compat.css', 'stempeluhr-bs4');
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
