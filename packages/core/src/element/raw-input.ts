/** What the element hands to the runtime: raw attribute strings, an optional JSON child, DOM properties. */
export interface RawWidgetInput {
  attributes: Record<string, string>;
  /** Text of a `<script type="application/json">` child, if any. */
  json: string | null;
  /** Props set as DOM properties (`el.options = [...]`). */
  values?: Record<string, unknown>;
}

/** `:user` and `v-bind:user` (the Vue binding style of the old templates) mean `user`. */
export function normaliseAttributeName(name: string): string {
  return name.replace(/^(v-bind:|:)/, '').toLowerCase();
}

export function readRawInput(element: Element): RawWidgetInput {
  const attributes: Record<string, string> = {};
  for (const attr of Array.from(element.attributes)) {
    attributes[normaliseAttributeName(attr.name)] = attr.value;
  }
  const script = Array.from(element.children).find(
    (child) => child.tagName === 'SCRIPT' && (child.getAttribute('type') ?? '').toLowerCase() === 'application/json',
  );
  return { attributes, json: script ? (script.textContent ?? '') : null };
}
