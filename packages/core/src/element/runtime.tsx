import { Fragment, useEffect, useLayoutEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AnyTagContract } from './contract';
import { earlyProperties, installPropertyAccessors } from './properties';
import { ContractedView } from './contracted-view';
import type { WidgetInput } from './props';
import { WidgetFrame, WidgetPlaceholder } from './frame';
import type { TagName } from './tag-names';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views differ in props; the contract checks them
export type AnyView = ComponentType<any>;

/** A built view as its chunk delivers it: the component and its tag contract. */
export interface ViewModule {
  View: AnyView;
  contract: AnyTagContract;
  /** What the view renders inside: the page's query cache for views that read or write (set by the generated registry). */
  Provider?: ComponentType<{ children: ReactNode }>;
}
/** Loads a view's code and contract (one chunk per view). */
export type ViewLoader = () => Promise<ViewModule>;
export type ViewLoaders = Partial<Record<TagName, ViewLoader>>;

export interface WidgetHandle {
  update(input: WidgetInput): void;
  unmount(): void;
}

export interface WidgetRuntime {
  mount(host: HTMLElement, container: HTMLElement, tag: TagName, input: WidgetInput): WidgetHandle;
}

let rootCount = 0;

/** A view's code could not be loaded: after a deploy its old chunk is gone; a reload fetches the new one. */
export class ChunkLoadError extends Error {
  constructor(tag: string, cause: unknown) {
    super(`Stempeluhr <${tag}>: Code der Ansicht konnte nicht geladen werden.`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** How long an element stays empty while its view's code is on its way before the placeholder shows. */
export const PLACEHOLDER_DELAY_MS = 200;

function NotBuilt() {
  return null;
}

type LoadedView = ComponentType<{ input: WidgetInput; host: HTMLElement }>;

/** A view's code on its way, or arrived, or failed (then forgotten, so that a later mount tries again). */
interface ViewLoad {
  promise: Promise<LoadedView>;
  view?: LoadedView;
  error?: unknown;
}

/**
 * The React half of the custom elements: one root per element, views loaded lazily. It carries no
 * data layer: a view that reads or writes brings the page's query cache as its `Provider`.
 *
 * The view's code is awaited in state, not by suspending: React holds back the content of a Suspense
 * boundary until 300 ms after its fallback was shown (FALLBACK_THROTTLE_MS), and a view's data request
 * starts only once the view is committed. On the demo's week overview the request waited ~300 ms after
 * the last chunk had arrived; now it starts as the chunk runs.
 */
export function createRuntime(loaders: ViewLoaders): WidgetRuntime {
  const views = new Map<TagName, ViewLoad>();
  const warned = new Set<TagName>();

  async function importView(tag: TagName): Promise<LoadedView> {
    const loader = loaders[tag];
    if (!loader) {
      if (!warned.has(tag)) {
        warned.add(tag);
        console.warn(`Stempeluhr <${tag}>: Diese Ansicht ist noch nicht umgesetzt; es wird nichts angezeigt.`);
      }
      return NotBuilt;
    }
    let module: Awaited<ReturnType<typeof loader>>;
    try {
      module = await loader();
    } catch (cause) {
      // Its chunk is gone (a deploy since the page was opened) or the network dropped: a later
      // mount tries again; this one says what helps.
      throw new ChunkLoadError(tag, cause);
    }
    function Loaded({ input, host }: { input: WidgetInput; host: HTMLElement }) {
      useLayoutEffect(() => installPropertyAccessors(host, module.contract), [host]);
      const early = earlyProperties(host, module.contract);
      const merged = early ? { ...input, values: { ...early, ...input.values } } : input;
      const Provider = module.Provider ?? Fragment;
      return (
        <Provider>
          <ContractedView View={module.View} contract={module.contract} input={merged} />
        </Provider>
      );
    }
    return Loaded;
  }

  function loadView(tag: TagName): ViewLoad {
    const known = views.get(tag);
    if (known) return known;
    const load: ViewLoad = {
      promise: importView(tag).then(
        (view) => (load.view = view),
        (error: unknown) => {
          load.error = error;
          views.delete(tag);
          throw error;
        },
      ),
    };
    // Read through `load.error` by the widgets that wait for it; not an unhandled rejection.
    load.promise.catch(() => undefined);
    views.set(tag, load);
    return load;
  }

  /** The placeholder until the view's code is there, then the view; a failed load goes to the frame's boundary. */
  function View({ started, input, host }: { started: ViewLoad; input: WidgetInput; host: HTMLElement }) {
    const [load] = useState(started);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const waiting = !load.view && !load.error;
    useEffect(() => {
      if (!waiting) return undefined;
      // Also when the code arrived between this render and its effect: the promise is settled, `then` still runs.
      let live = true;
      // Rendered at once, with its effects: the view's first requests leave in this task, not after a frame.
      const settle = () => {
        if (live) flushSync(arrived);
      };
      load.promise.then(settle, settle);
      return () => {
        live = false;
      };
    }, [load, waiting]);
    if (load.error) throw load.error;
    if (!load.view) return <WidgetPlaceholder />;
    const Loaded = load.view;
    return <Loaded input={input} host={host} />;
  }

  return {
    mount(host, container, tag, input) {
      // The view's code is asked for now, not in React's first render (a task later): when it is there before
      // that render, the view renders at once, without a placeholder pass, and its first request leaves sooner.
      const started = loadView(tag);
      const root: Root = createRoot(container, {
        // The boundary already reported it once; keep React from logging it a second time.
        onCaughtError: () => {},
        identifierPrefix: `${tag}-${++rootCount}-`,
      });
      const render = (next: WidgetInput) =>
        root.render(
          <WidgetFrame name={tag} host={host}>
            <View started={started} input={next} host={host} />
          </WidgetFrame>,
        );
      let latest = input;
      let shown = false;
      let gone = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const show = (sync: boolean) => {
        if (shown || gone) return;
        shown = true;
        clearTimeout(timer);
        if (sync) flushSync(() => render(latest));
        else render(latest);
      };
      if (started.view || started.error) show(false);
      else {
        // The loader preloads a view's chunks with the runtime, so its code is usually a task away: the view
        // renders when it is there, in that task (no placeholder render and frame before its first request),
        // and the placeholder only when the code takes longer than PLACEHOLDER_DELAY_MS.
        const arrived = () => show(true);
        started.promise.then(arrived, arrived);
        timer = setTimeout(() => show(false), PLACEHOLDER_DELAY_MS);
      }
      return {
        update: (next) => {
          latest = next;
          if (shown) render(next);
        },
        unmount: () => {
          gone = true;
          clearTimeout(timer);
          root.unmount();
        },
      };
    },
  };
}
