import { isValid, parseISO } from 'date-fns';
import type { PropSpec, TagSpec } from './spec-types';
import { attributeToProp } from './spec-types';
import { isSafeUrl } from '../navigation/safe-url';
import type { RawWidgetInput } from './raw-input';


export interface ConfigProblem {
  attribute: string;
  message: string;
}

export interface ParsedProps {
  props: Record<string, unknown>;
  problems: ConfigProblem[];
}

/** Attributes of the host element that are never props. */
const HTML_ATTRIBUTES = /^(class|id|style|slot|hidden|title|lang|dir|tabindex|role|is|nonce|aria-.*|data-.*)$/;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function convert(spec: PropSpec, raw: string): { value: unknown } | { problem: string } {
  const value = raw.trim();
  switch (spec.type) {
    case 'string':
      return { value: raw };
    case 'id': {
      if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
        return { problem: `„${raw}“ ist keine gültige ID (positive ganze Zahl erwartet)` };
      }
      return { value: Number(value) };
    }
    case 'integer': {
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
        return { problem: `„${raw}“ ist keine ganze Zahl` };
      }
      return { value: Number(value) };
    }
    case 'boolean': {
      if (value === '' || value === 'true' || value === spec.attribute || value === '1') return { value: true };
      if (value === 'false' || value === '0') return { value: false };
      return { problem: `„${raw}“ ist kein Wahrheitswert (true oder false erwartet)` };
    }
    case 'date': {
      const date = parseISO(value);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(date)) {
        return { problem: `„${raw}“ ist kein gültiges Datum (JJJJ-MM-TT erwartet)` };
      }
      return { value };
    }
    case 'url': {
      if (!isSafeUrl(value)) return { problem: `„${raw}“ ist keine erlaubte Adresse (nur eigene Seite)` };
      return { value };
    }
    case 'enum': {
      if (!spec.values?.includes(value)) {
        return { problem: `„${raw}“ ist nicht erlaubt (erlaubt: ${(spec.values ?? []).join(', ')})` };
      }
      return { value };
    }
    case 'json': {
      const parsed = parseJson(value);
      if (!parsed.ok) return { problem: 'enthält kein gültiges JSON' };
      return { value: parsed.value };
    }
  }
}

/** Turns the element's raw input into typed props following the tag's spec. */
export function parseProps(spec: TagSpec, input: RawWidgetInput): ParsedProps {
  const props: Record<string, unknown> = {};
  const problems: ConfigProblem[] = [];
  const declared = new Map(spec.props.map((p) => [p.attribute, p]));

  let fromJson: Record<string, unknown> = {};
  if (input.json !== null && input.json.trim() !== '') {
    const parsed = parseJson(input.json);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      problems.push({ attribute: 'script[type="application/json"]', message: 'enthält kein gültiges JSON-Objekt' });
    } else {
      fromJson = parsed.value as Record<string, unknown>;
    }
  }

  for (const [name, raw] of Object.entries(input.attributes)) {
    if (HTML_ATTRIBUTES.test(name) || declared.has(name)) continue;
    const parsed = parseJson(raw);
    props[attributeToProp(name)] = parsed.ok ? parsed.value : raw;
  }

  for (const spec of declared.values()) {
    const prop = attributeToProp(spec.attribute);
    const raw = input.attributes[spec.attribute];
    if (raw === undefined) {
      if (prop in fromJson) continue;
      if (spec.required) {
        problems.push({ attribute: spec.attribute, message: 'fehlt (Pflichtangabe)' });
      } else if (spec.default !== undefined) {
        props[prop] = spec.default;
      }
      continue;
    }
    const converted = convert(spec, raw);
    if ('problem' in converted) problems.push({ attribute: spec.attribute, message: converted.problem });
    else props[prop] = converted.value;
  }

  return { props: { ...props, ...fromJson }, problems };
}
