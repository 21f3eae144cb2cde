import { lazy, useEffect, useMemo, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TEXTS } from '../texts/common';
import { installClickableRows } from '../navigation/clickable-rows';
import { parseProps, type ConfigProblem } from './props';
import type { RawWidgetInput } from './raw-input';
import { TAG_SPECS } from './specs';
import type { TagName } from './tag-names';
import { WidgetShell } from './shell';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views differ in props; the spec checks them
export type AnyView = ComponentType<any>;
/** Loads a view's code; null when the view is not built yet. */
export type ViewLoader = () => Promise<AnyView | null>;
export type ViewLoaders = Partial<Record<TagName, ViewLoader>>;

export interface WidgetHandle {
  update(input: RawWidgetInput): void;
  unmount(): void;
}

export interface WidgetRuntime {
  mount(host: HTMLElement, container: HTMLElement, tag: TagName, input: RawWidgetInput): WidgetHandle;
}

function ConfigError({ tag, problems }: { tag: TagName; problems: ConfigProblem[] }) {
  const key = problems.map((p) => `${p.attribute}:${p.message}`).join('|');
  useEffect(() => {
    for (const p of problems) console.error(`Stempeluhr <${tag}>: Attribut „${p.attribute}“ ${p.message}.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report once per distinct set of problems
  }, [key]);
  return (
    <div className="alert alert-warning mb-0" role="alert">
      <strong>{TEXTS.configError}</strong> in &lt;{tag}&gt;:
      <ul className="mb-0">
        {problems.map((p) => (
          <li key={p.attribute}>
            Attribut „{p.attribute}“ {p.message}.
          </li>
        ))}
      </ul>
    </div>
  );
}

function WidgetApp({ tag, input, View }: { tag: TagName; input: RawWidgetInput; View: AnyView }) {
  const inputKey = JSON.stringify(input);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-parse only when the raw input really changed
  const parsed = useMemo(() => parseProps(TAG_SPECS[tag], input), [tag, inputKey]);
  if (parsed.problems.length > 0) return <ConfigError tag={tag} problems={parsed.problems} />;
  return <View {...parsed.props} />;
}

let rootCount = 0;

function NotBuilt() {
  return null;
}

/** The React half of the custom elements: one root per element, views loaded lazily. */
export function createRuntime(loaders: ViewLoaders): WidgetRuntime {
  const views = new Map<TagName, AnyView>();
  const warned = new Set<TagName>();

  function viewFor(tag: TagName): AnyView {
    let view = views.get(tag);
    if (!view) {
      view = lazy(async (): Promise<{ default: AnyView }> => {
        const loaded = await (loaders[tag]?.() ?? Promise.resolve(null));
        if (!loaded) {
          if (!warned.has(tag)) {
            warned.add(tag);
            console.warn(`Stempeluhr <${tag}>: Diese Ansicht ist noch nicht umgesetzt; es wird nichts angezeigt.`);
          }
          return { default: NotBuilt };
        }
        return { default: loaded };
      });
      views.set(tag, view);
    }
    return view;
  }

  installClickableRows();

  return {
    mount(host, container, tag, input) {
      const root: Root = createRoot(container, {
        // The boundary already reported it once; keep React from logging it a second time.
        onCaughtError: () => {},
        identifierPrefix: `${tag}-${++rootCount}-`,
      });
      const View = viewFor(tag);
      const render = (next: RawWidgetInput) =>
        root.render(
          <WidgetShell name={tag} host={host}>
            <WidgetApp tag={tag} input={next} View={View} />
          </WidgetShell>,
        );
      render(input);
      return {
        update: render,
        unmount: () => root.unmount(),
      };
    },
  };
}
