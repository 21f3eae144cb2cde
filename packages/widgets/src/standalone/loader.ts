// The one classic <script src=".../widgets.js"> a legacy page loads. It defines all 34 tags at once
// and stays small: React, the views and their CSS load from beside this file when a tag is used.
import { defineWidgetElements, installClickableRows, TAG_NAMES, type ElementRuntime, type TagName } from '@stempeluhr/core/element-only';
import { chunksOfTag } from './chunk-table';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src ?? window.location.href);

/**
 * Each tag's chunks, written into widgets.js by the build (scripts/build-standalone.ts, chunkTable; the
 * format in chunk-table.ts). Left as it is in `npm run dev`: nothing is preloaded.
 */
const CHUNK_TABLE: string = '@@STEMPELUHR_CHUNKS@@';
const preloaded = new Set<string>();

/**
 * On a tag's first upgrade runtime.js, its imports and every chunk the tag's view needs (and the CSS it
 * loads) are requested at once, so the runtime and the view's code arrive together. A failed preload
 * does nothing by itself: the import that needs the file fails too and shows the deploy notice.
 */
function preload(tag: TagName): void {
  for (const file of ['runtime.js', ...chunksOfTag(CHUNK_TABLE, TAG_NAMES.indexOf(tag))]) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }
}

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
  onConnect: preload,
  loadRuntime: async () => {
    loadCss();
    const module = (await import(/* @vite-ignore */ new URL('runtime.js', base).href)) as { runtime: ElementRuntime };
    return module.runtime;
  },
});
