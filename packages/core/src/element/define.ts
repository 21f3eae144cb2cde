// React-free on purpose: this file is all the classic loader script carries; React and the views
// arrive with the runtime chunk the first time a tag is on the page.
import { readRawInput, type RawWidgetInput } from './raw-input';
import { TEXTS } from '../texts/common';
import { TAG_NAMES, type TagName } from './tag-names';

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
  tags?: readonly TagName[];
  registry?: CustomElementRegistry;
}

function createElementClass(tag: TagName, getRuntime: () => Promise<ElementRuntime>): CustomElementConstructor {
  return class StempeluhrWidgetElement extends HTMLElement {
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
      getRuntime().then(
        (runtime) => {
          if (generation !== this.#generation || this.#container !== container) return;
          this.#handle = runtime.mount(this, container, tag, this.#input());
        },
        (error: unknown) => {
          if (generation !== this.#generation) return;
          container.textContent = TEXTS.widgetLoadFailed;
          container.className = 'stempeluhr-widget alert alert-danger';
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
}

let duplicateWarned = false;

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
  for (const tag of options.tags ?? TAG_NAMES) {
    if (registry.get(tag)) {
      skipped.push(tag);
      continue;
    }
    registry.define(tag, createElementClass(tag, getRuntime));
  }
  if (skipped.length > 0 && !duplicateWarned) {
    duplicateWarned = true;
    console.warn(`Stempeluhr: Widgets sind bereits definiert (Skript doppelt geladen?); ${skipped.length} Tags unverändert.`);
  }
}
