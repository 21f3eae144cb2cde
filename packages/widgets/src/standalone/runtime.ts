// ES module chunk loaded by the classic loader on the first widget of a page. It carries React,
// react-dom and the element runtime only; each view arrives as its own chunks through VIEW_LOADERS,
// with the data layer (axios, TanStack Query, zod, date-fns) in the chunks of the views that use it.
import { createRuntime, type ViewLoaders } from '@stempeluhr/core/element-runtime';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import '@stempeluhr/ui/styles.css';

/**
 * Each tag's chunks, written into runtime.js by the build (scripts/build-standalone.ts, from Rolldown's
 * output): `tags|chunk names|masks`, comma-separated lists, and per chunk 7 base-36 digits of a bit mask
 * of the tags that need it (bit k: the k-th tag). Left as it is in `npm run dev`: nothing is preloaded.
 */
const CHUNK_TABLE: string = '@@STEMPELUHR_CHUNKS@@';
const preloaded = new Set<string>();

/**
 * On a tag's first load every chunk its view needs is requested at once (`modulepreload`), instead of
 * one import after the other (the view's entry, its imports, theirs, the calendar grid). A failed
 * preload does nothing by itself: the import that needs the file fails too and shows the deploy notice.
 */
function preloadChunks(tag: string): void {
  const [tags, names, masks] = CHUNK_TABLE.split('|');
  const bit = 2 ** tags.split(',').indexOf(tag);
  if (bit < 1 || !names) return;
  names.split(',').forEach((name, i) => {
    const href = new URL(`chunks/${name}.js`, import.meta.url).href;
    if (!(Math.floor(parseInt(masks.slice(i * 7, i * 7 + 7), 36) / bit) % 2) || preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
}

const loaders: ViewLoaders = Object.fromEntries(
  Object.entries(VIEW_LOADERS).map(([tag, load]) => [
    tag,
    () => {
      preloadChunks(tag);
      return load!();
    },
  ]),
);

export const runtime = createRuntime(loaders);
