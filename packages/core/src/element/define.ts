// React-free on purpose: this file is all the classic loader script carries; React and the views
// arrive with the runtime chunk the first time a tag is on the page.
import { readRawInput, type RawWidgetInput } from './raw-input';
import { DEPLOY_NOTICE } from '../texts/deploy-notice';
import { TAG_NAMES, type TagName } from './tag-names';
import { PROP_NAMES } from './prop-names.generated';

interface Handle {
  update(input: RawWidgetInput): void;
  unmount(): void;
}

export interface ElementRuntime {
  mount(host: HTMLElement, container: HTMLElement, tag: TagName, input: RawWidgetInput): Handle;
}

export interface DefineOptions {
  /** Loads the React runtime; called on the first connected element only. */
  loadRuntime: () => Promise<ElementRuntime>;
  /** Called when an element of `tag` is connected, before the runtime is asked for (the loader preloads the tag's chunks). */
  onConnect?: (tag: TagName) => void;
  tags?: readonly TagName[];
  registry?: CustomElementRegistry;
}

/**
 * Each prop as a DOM property from the moment the tag is defined (before its view's code is loaded):
 * Vue 3 and Lit set a property only when `key in el`, else an attribute — an array then arrived as
 * "[object Object]". Names the element itself has (`title`, `hidden`) stay the element's.
 */
function addPropertyAccessors(proto: object, tag: TagName): void {
  for (const name of PROP_NAMES[tag] ?? []) {
    if (name in HTMLElement.prototype || Object.hasOwn(proto, name)) continue;
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get(this: { getWidgetProperty(name: string): unknown }) {
        return this.getWidgetProperty(name);
      },
      set(this: { setWidgetProperty(name: string, value: unknown): void }, value: unknown) {
        this.setWidgetProperty(name, value);
      },
    });
  }
}

/**
 * An element with a framework binding (an attribute name with a colon: `:options="users"`,
 * `v-bind:…`) connected while the page is still being parsed sits in a template its framework has
 * not compiled yet (a Vue 3 root mounts from a script further down, or when the page is parsed).
 * Read now, `users` would be a configuration error until the framework replaces the element. It
 * mounts once the page is parsed and that event's listeners have run; its runtime loads meanwhile.
 * Outside a framework the bindings are the old templates' plain values (`:user-id="5"`), and the
 * wait is the rest of the parse.
 */
const pageScriptsRun = (element: Element) =>
  document.readyState == 'loading' && /:/.test(element.getAttributeNames() + '')
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => setTimeout(resolve), { once: true }))
    : 0;

function createElementClass(
  tag: TagName,
  getRuntime: () => Promise<ElementRuntime>,
  onConnect?: (tag: TagName) => void,
): CustomElementConstructor {
  const element = class StempeluhrWidgetElement extends HTMLElement {
    #container: HTMLElement | null = null;
    #handle: Handle | null = null;
    #observer: MutationObserver | null = null;
    #leaving = false;
    #generation = 0;
    #properties: Record<string, unknown> = {};

    /** A prop set as a DOM property (`el.options = [...]`); the runtime installs the accessors. */
    setWidgetProperty(name: string, value: unknown): void {
      this.#properties = { ...this.#properties, [name]: value };
      this.#handle?.update(this.#input());
    }

    getWidgetProperty(name: string): unknown {
      return this.#properties[name];
    }

    #input(): RawWidgetInput {
      return { ...readRawInput(this), values: this.#properties };
    }

    connectedCallback(): void {
      if (this.#leaving) {
        // Moved within the page (disconnect + connect in one task): keep the same root.
        this.#leaving = false;
        return;
      }
      if (this.#container) return;
      // A Vue 2 root that compiled the page after us copies our rendered container into the element
      // it re-creates: a dead copy, never ours. Only one container per element, the live one.
      for (const stale of Array.from(this.children)) {
        if (stale.classList.contains('stempeluhr-widget')) stale.remove();
      }
      const container = document.createElement('div');
      container.className = 'stempeluhr-widget';
      this.appendChild(container);
      this.#container = container;
      this.#observer = new MutationObserver(() => this.#handle?.update(this.#input()));
      this.#observer.observe(this, { attributes: true });
      const generation = ++this.#generation;
      onConnect?.(tag);
      Promise.all([getRuntime(), pageScriptsRun(this)]).then(
        ([runtime]) => {
          if (generation !== this.#generation || this.#container !== container) return;
          this.#handle = runtime.mount(this, container, tag, this.#input());
        },
        (error: unknown) => {
          if (generation !== this.#generation) return;
          // The runtime's code is gone (a deploy since the page was opened) or the network dropped:
          // a reload fetches the current release. Plain DOM: React is what failed to load.
          container.replaceChildren();
          container.className = 'stempeluhr-widget alert alert-info d-flex flex-wrap align-items-center gap-2';
          container.setAttribute('role', 'alert');
          const text = document.createElement('span');
          text.className = 'me-auto';
          text.textContent = DEPLOY_NOTICE.newVersion;
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'btn btn-sm btn-primary';
          button.textContent = DEPLOY_NOTICE.reload;
          button.addEventListener('click', () => window.location.reload());
          container.append(text, button);
          console.error(`Stempeluhr <${tag}>: Laufzeit konnte nicht geladen werden.`, error);
        },
      );
    }

    disconnectedCallback(): void {
      this.#leaving = true;
      queueMicrotask(() => {
        if (!this.#leaving) return;
        this.#leaving = false;
        this.#teardown();
      });
    }

    #teardown(): void {
      this.#generation++;
      this.#observer?.disconnect();
      this.#observer = null;
      const handle = this.#handle;
      this.#handle = null;
      handle?.unmount();
      this.#container?.remove();
      this.#container = null;
    }
  };
  addPropertyAccessors(element.prototype, tag);
  return element;
}

let duplicateWarned = false;

/**
 * Rolling out page by page: `<meta name="stempeluhr-skip" content="welcome-view team-overview">`
 * leaves those tags to the page's old (Vue) components while our script is loaded site-wide.
 */
export function skippedTags(doc: Document = document): Set<string> {
  const names = new Set<string>();
  for (const meta of Array.from(doc.querySelectorAll<HTMLMetaElement>('meta[name="stempeluhr-skip"]'))) {
    for (const name of meta.content.split(/[\s,]+/)) if (name) names.add(name.trim().toLowerCase());
  }
  return names;
}

/**
 * Defines the custom elements. A tag already defined (the bundle loaded twice) is left alone,
 * with one console warning for the whole page.
 */
export function defineWidgetElements(options: DefineOptions): void {
  const registry = options.registry ?? window.customElements;
  let runtime: Promise<ElementRuntime> | null = null;
  const getRuntime = () => {
    runtime ??= options.loadRuntime();
    runtime.catch(() => {
      runtime = null;
    });
    return runtime;
  };
  const skipped: string[] = [];
  const leftToOldPage = skippedTags();
  for (const tag of options.tags ?? TAG_NAMES) {
    if (leftToOldPage.has(tag)) continue;
    if (registry.get(tag)) {
      skipped.push(tag);
      continue;
    }
    registry.define(tag, createElementClass(tag, getRuntime, options.onConnect));
  }
  if (skipped.length > 0 && !duplicateWarned) {
    duplicateWarned = true;
    console.warn(`Stempeluhr: Widgets sind bereits definiert (Skript doppelt geladen?); ${skipped.length} Tags unverändert.`);
  }
}
