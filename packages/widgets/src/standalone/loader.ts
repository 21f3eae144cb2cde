// The one classic <script src=".../widgets.js"> a legacy page loads. It defines all 34 tags at once
// and stays small: React, the views and their CSS load from beside this file when a tag is used.
import { defineWidgetElements, installClickableRows, TAG_NAMES, type ElementRuntime, type TagName } from '@stempeluhr/core/element-only';
import { chunksOfTag } from './chunk-table';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? window.location.href);

/**
 * Each tag's chunks and stylesheet, written into widgets.js by the build (scripts/build-standalone.ts,
 * chunkTable; the format in chunk-table.ts), which replaces this whole string. Left as it is in
 * `npm run dev`: every tag takes runtime.css, no script is preloaded.
 */
const CHUNK_TABLE: string = 'runtime.css|0';
const preloaded = new Set<string>();

/**
 * On a tag's first upgrade runtime.js, its imports and every chunk the tag's view needs are requested at
 * once, so the runtime and the view's code arrive together; its stylesheets are linked (runtime.css, or
 * base.css for a view without server data; react-datepicker's sheet where its chunks hold the library).
 * A failed preload does nothing by itself: the import that needs the file fails too and shows the deploy
 * notice.
 */
function preload(tag: TagName): void {
  for (const file of ['runtime.js', ...chunksOfTag(CHUNK_TABLE, TAG_NAMES.indexOf(tag))]) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }
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

/** Once per page (with the runtime): Bootstrap 4's supplement where the page needs it. */
function loadCss(): void {
  if (!needsBootstrap4Supplement() || document.querySelector('link[data-stempeluhr-bs4]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('bootstrap4-compat.css', base).href;
  link.setAttribute('data-stempeluhr-bs4', '');
  document.head.appendChild(link);
}

// Server-rendered tables need their data-href rows on every page, with or without a widget.
installClickableRows();

defineWidgetElements({
  onConnect: preload,
  loadRuntime: async () => {
    loadCss();
    const module = (await import(/* @vite-ignore */ new URL('runtime.js', base).href)) as { runtime: ElementRuntime };
    return module.runtime;
  },
});
