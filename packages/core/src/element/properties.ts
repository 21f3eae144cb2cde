import { propSpecs, type AnyTagContract } from './contract';

/** What the custom element offers the runtime for props set as DOM properties (define.ts). */
export interface PropertyHost {
  setWidgetProperty(name: string, value: unknown): void;
  getWidgetProperty(name: string): unknown;
}

function isPropertyHost(element: object): element is PropertyHost & HTMLElement {
  return typeof (element as Partial<PropertyHost>).setWidgetProperty === 'function';
}

/**
 * Lets a page (plain scripts, Vue 3, Lit) set a view's props as DOM properties: `el.options = [...]`.
 * Accessors go on the element's class once its contract is known; a value set before that (an own
 * property of the instance) is taken over. Names the element itself has (`title`, `hidden`) are left
 * to it.
 */
export function installPropertyAccessors(host: HTMLElement, contract: AnyTagContract): void {
  if (!isPropertyHost(host)) return;
  const proto = Object.getPrototypeOf(host) as object;
  for (const { name } of propSpecs(contract)) {
    if (name in HTMLElement.prototype) continue;
    if (!Object.prototype.hasOwnProperty.call(proto, name)) {
      Object.defineProperty(proto, name, {
        configurable: true,
        enumerable: true,
        get(this: PropertyHost) {
          return this.getWidgetProperty(name);
        },
        set(this: PropertyHost, value: unknown) {
          this.setWidgetProperty(name, value);
        },
      });
    }
    if (Object.prototype.hasOwnProperty.call(host, name)) {
      const value = (host as unknown as Record<string, unknown>)[name];
      delete (host as unknown as Record<string, unknown>)[name];
      host.setWidgetProperty(name, value);
    }
  }
}

/**
 * Props the page set as DOM properties before the view's accessors existed (`el.options = …` right
 * after the element was created, or Vue's `.prop` binding): read, not moved, so the first render
 * already has them; the accessors take them over right after.
 */
export function earlyProperties(host: HTMLElement, contract: AnyTagContract): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  for (const { name } of propSpecs(contract)) {
    if (name in HTMLElement.prototype || !Object.prototype.hasOwnProperty.call(host, name)) continue;
    found = { ...(found ?? {}), [name]: (host as unknown as Record<string, unknown>)[name] };
  }
  return found;
}
