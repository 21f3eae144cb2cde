import { Fragment, lazy, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AnyTagContract } from './contract';
import { earlyProperties, installPropertyAccessors } from './properties';
import { ContractedView } from './contracted-view';
import type { WidgetInput } from './props';
import { WidgetFrame } from './frame';
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

function NotBuilt() {
  return null;
}

/**
 * The React half of the custom elements: one root per element, views loaded lazily. It carries no
 * data layer: a view that reads or writes brings the page's query cache as its `Provider`.
 */
export function createRuntime(loaders: ViewLoaders): WidgetRuntime {
  const views = new Map<TagName, ComponentType<{ input: WidgetInput; host: HTMLElement }>>();
  const warned = new Set<TagName>();

  function viewFor(tag: TagName) {
    let view = views.get(tag);
    if (!view) {
      view = lazy(async (): Promise<{ default: ComponentType<{ input: WidgetInput; host: HTMLElement }> }> => {
        const loader = loaders[tag];
        if (!loader) {
          if (!warned.has(tag)) {
            warned.add(tag);
            console.warn(`Stempeluhr <${tag}>: Diese Ansicht ist noch nicht umgesetzt; es wird nichts angezeigt.`);
          }
          return { default: NotBuilt };
        }
        let module: Awaited<ReturnType<typeof loader>>;
        try {
          module = await loader();
        } catch (cause) {
          // Its chunk is gone (a deploy since the page was opened) or the network dropped: a later
          // mount tries again; this one says what helps.
          views.delete(tag);
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
        return { default: Loaded };
      });
      views.set(tag, view);
    }
    return view;
  }

  return {
    mount(host, container, tag, input) {
      const root: Root = createRoot(container, {
        // The boundary already reported it once; keep React from logging it a second time.
        onCaughtError: () => {},
        identifierPrefix: `${tag}-${++rootCount}-`,
      });
      const View = viewFor(tag);
      const render = (next: WidgetInput) =>
        root.render(
          <WidgetFrame name={tag} host={host}>
            <View input={next} host={host} />
          </WidgetFrame>,
        );
      render(input);
      return {
        update: render,
        unmount: () => root.unmount(),
      };
    },
  };
}
