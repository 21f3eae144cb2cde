import { isSafeUrl } from '../navigation/safe-url';
import { isIsoDay } from '../time/iso-day';
import { propSpecs, type AnyTagContract, type PropSpec } from './contract';

export interface ConfigProblem {
  /** The attribute (or JSON key) the problem is about, as the template author wrote it. */
  attribute: string;
  message: string;
}

export interface ParsedProps {
  props: Record<string, unknown>;
  problems: ConfigProblem[];
  /** Every tag's `heading-level` (1–6) when the page gave one: the level of the widget's title. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Attributes every tag takes besides its own props (issue 24: the heading level). */
export const COMMON_ATTRIBUTES = { 'heading-level': 'headingLevel' } as const;

/** `heading-level` as written (`"3"`) or as a value (`3`): 1–6, else a German problem. */
function headingLevelOf(value: unknown): { level: 1 | 2 | 3 | 4 | 5 | 6 } | { problem: string } {
  const level = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6) return { level: level as 1 | 2 | 3 | 4 | 5 | 6 };
  return { problem: `„${show(value)}“ ist keine Überschriftenebene (1 bis 6 erwartet)` };
}

/** What a view's props are made from. */
export interface WidgetInput {
  /** Raw attribute strings of the element, names normalised (`:user` → `user`). */
  attributes?: Record<string, string>;
  /** Text of a `<script type="application/json">` child, if any. */
  json?: string | null;
  /** Typed values: DOM properties set on the element, or the props of the npm component. */
  values?: Record<string, unknown>;
}

/** Attributes of the host element that are the page's, not the view's. */
const PAGE_ATTRIBUTES = /^(class|id|style|slot|hidden|title|lang|dir|tabindex|role|is|nonce|ref|key|aria-.*|data-.*|v-.*|@.*)$/;
/** Props of a React element that are React's, not the view's. */
const REACT_PROPS = new Set(['children', 'key', 'ref']);

export const JSON_CHILD = 'script[type="application/json"]';

/** What Vue 2 leaves in an attribute when it evaluated an object binding itself. */
const VUE_STRINGIFIED = /\[object Object\]/;
export const VUE_EVALUATED =
  'wurde von Vue ausgewertet, bevor das Widget es lesen konnte („[object Object]“). Bitte v-pre an das Tag setzen (oder mit .prop binden, z. B. :options.prop="…")';

type Converted = { value: unknown } | { problem: string };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const show = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

function fromText(spec: PropSpec, raw: string): Converted {
  const text = raw.trim();
  switch (spec.type) {
    case 'id':
    case 'integer':
      if (!/^-?\d+$/.test(text))
        return {
          problem: spec.type === 'id' ? `„${raw}“ ist keine gültige ID (positive ganze Zahl erwartet)` : `„${raw}“ ist keine ganze Zahl`,
        };
      return fromValue(spec, Number(text));
    case 'boolean':
      if (text === '' || text === 'true' || text === spec.attribute || text === '1') return { value: true };
      if (text === 'false' || text === '0') return { value: false };
      return { problem: `„${raw}“ ist kein Wahrheitswert (true oder false erwartet)` };
    case 'json': {
      if (VUE_STRINGIFIED.test(text)) return { problem: VUE_EVALUATED };
      const parsed = parseJson(text);
      if (!parsed.ok) return { problem: 'enthält kein gültiges JSON' };
      return fromValue(spec, parsed.value);
    }
    default:
      return fromValue(spec, raw);
  }
}

function fromValue(spec: PropSpec, value: unknown): Converted {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string' ? { value } : { problem: `„${show(value)}“ ist kein Text` };
    case 'id':
    case 'integer': {
      if (typeof value === 'string') return fromText(spec, value);
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || (spec.type === 'id' && value < 1)) {
        return {
          problem:
            spec.type === 'id'
              ? `„${show(value)}“ ist keine gültige ID (positive ganze Zahl erwartet)`
              : `„${show(value)}“ ist keine ganze Zahl`,
        };
      }
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        return { problem: `„${value}“ liegt nicht zwischen ${spec.min ?? '…'} und ${spec.max ?? '…'}` };
      }
      return { value };
    }
    case 'boolean':
      if (typeof value === 'string') return fromText(spec, value);
      return typeof value === 'boolean' ? { value } : { problem: `„${show(value)}“ ist kein Wahrheitswert (true oder false erwartet)` };
    case 'date': {
      const text = typeof value === 'string' ? value.trim() : '';
      return isIsoDay(text) ? { value: text } : { problem: `„${show(value)}“ ist kein gültiges Datum (JJJJ-MM-TT erwartet)` };
    }
    case 'url': {
      const text = typeof value === 'string' ? value.trim() : '';
      return isSafeUrl(text) ? { value: text } : { problem: `„${show(value)}“ ist keine erlaubte Adresse (nur eigene Seite)` };
    }
    case 'enum': {
      const text = typeof value === 'string' ? value.trim() : value;
      return typeof text === 'string' && spec.values?.includes(text)
        ? { value: text }
        : { problem: `„${show(value)}“ ist nicht erlaubt (erlaubt: ${(spec.values ?? []).join(', ')})` };
    }
    case 'json': {
      if (typeof value === 'string' && spec.schema) {
        // A JSON prop given as text (an attribute, or an npm user passing the attribute's text).
        if (VUE_STRINGIFIED.test(value)) return { problem: VUE_EVALUATED };
        const parsed = parseJson(value);
        if (parsed.ok) return fromValue(spec, parsed.value);
      }
      if (!spec.schema) return { value };
      const checked = spec.schema.safeParse(value);
      if (checked.success) return { value: checked.data };
      const issue = checked.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (bei ${issue.path.join('.')})` : '';
      return { problem: `enthält keine gültigen Daten${where}` };
    }
  }
}

/**
 * The one parser of a tag's props: used by the custom element (attributes, JSON child, DOM
 * properties) and by the npm component (its props) alike, so both show the same German errors.
 * Undeclared attributes and props are refused, never passed on.
 */
export function parseProps(contract: AnyTagContract, input: WidgetInput): ParsedProps {
  const specs = propSpecs(contract);
  const byAttribute = new Map(specs.map((s) => [s.attribute, s]));
  const byName = new Map(specs.map((s) => [s.name, s]));
  const allowed = specs.map((s) => s.attribute).join(', ') || 'keine';
  const problems: ConfigProblem[] = [];
  const props: Record<string, unknown> = {};
  const given = new Map<PropSpec, { converted: Converted; label: string }>();
  let headingLevel: ParsedProps['headingLevel'];
  // The common attributes, unless the tag declares a prop of the same name itself.
  const common = (label: string, value: unknown) => {
    const read = headingLevelOf(value);
    if ('level' in read) headingLevel = read.level;
    else problems.push({ attribute: label, message: read.problem });
  };

  const take = (spec: PropSpec, converted: Converted, label: string) => given.set(spec, { converted, label });
  const unknown = (label: string) => problems.push({ attribute: label, message: `ist unbekannt (erlaubt: ${allowed})` });

  // Lowest precedence first: the JSON child, then attributes, then typed values (DOM properties, npm props).
  if (input.json !== null && input.json !== undefined && input.json.trim() !== '') {
    const parsed = parseJson(input.json);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      problems.push({ attribute: JSON_CHILD, message: 'enthält kein gültiges JSON-Objekt' });
    } else {
      for (const [key, value] of Object.entries(parsed.value)) {
        const spec = byName.get(key) ?? byAttribute.get(key);
        if (spec) take(spec, fromValue(spec, value), spec.attribute);
        else unknown(`${JSON_CHILD} → ${key}`);
      }
    }
  }
  for (const [name, raw] of Object.entries(input.attributes ?? {})) {
    if (PAGE_ATTRIBUTES.test(name)) continue;
    const spec = byAttribute.get(name);
    if (spec) take(spec, fromText(spec, raw), spec.attribute);
    else if (name in COMMON_ATTRIBUTES) common(name, raw);
    else unknown(name);
  }
  for (const [name, value] of Object.entries(input.values ?? {})) {
    if (REACT_PROPS.has(name) || value === undefined) continue;
    const spec = byName.get(name);
    if (spec) take(spec, fromValue(spec, value), spec.attribute);
    else if (name === COMMON_ATTRIBUTES['heading-level']) common('heading-level', value);
    else unknown(name);
  }

  for (const spec of specs) {
    const entry = given.get(spec);
    if (!entry) {
      if (spec.required) problems.push({ attribute: spec.attribute, message: 'fehlt (Pflichtangabe)' });
      else if (spec.default !== undefined) props[spec.name] = spec.default;
      continue;
    }
    if ('problem' in entry.converted) problems.push({ attribute: entry.label, message: entry.converted.problem });
    else props[spec.name] = entry.converted.value;
  }
  if (problems.length === 0 && contract.validate) problems.push(...contract.validate(props));
  return headingLevel === undefined ? { props, problems } : { props, problems, headingLevel };
}
