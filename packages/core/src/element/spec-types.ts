import type { TagName } from './tag-names';

export type PropType = 'string' | 'id' | 'integer' | 'boolean' | 'date' | 'url' | 'json' | 'enum';

/** How one attribute of a tag becomes one prop of its view. */
export interface PropSpec {
  /** Attribute name as the server template writes it, without a Vue `:` prefix. */
  attribute: string;
  type: PropType;
  required?: boolean;
  /** One line, German or English, for the README and the manifest. */
  description: string;
  /** Allowed values for `enum`. */
  values?: readonly string[];
  /** Value used when the attribute is absent. */
  default?: unknown;
}

export type Area = 'timetracking' | 'admin' | 'team' | 'scheduling' | 'service' | 'telephone' | 'tools';

export interface TagSpec {
  title: string;
  area: Area;
  description: string;
  props: readonly PropSpec[];
  /**
   * One working embedding as a legacy template writes it. Placeholders filled by the host demo from
   * its session: {{userId}}, {{userDn}}, {{userJson}}, {{today}}, {{usersJson}}, {{groupsJson}}.
   */
  example: string;
  /** Whether the view exists yet; unbuilt tags are defined and render nothing. */
  built: boolean;
}

export type TagSpecs = Record<TagName, TagSpec>;

export const EXAMPLE_DEFAULTS: Record<string, string> = {
  userId: '5',
  userDn: 'mmueller',
  userJson: '{"id":5,"dn":"mmueller","clockings_blacklisted":false}',
  today: '2026-11-23',
  usersJson: '[{"id":5,"dn":"Max Müller"},{"id":7,"dn":"Anna Berger"}]',
  groupsJson: '[{"id":1,"name":"Helpdesk"},{"id":2,"name":"Entwicklung"}]',
};

export function fillExample(example: string, values: Record<string, string> = EXAMPLE_DEFAULTS): string {
  return example.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? EXAMPLE_DEFAULTS[key] ?? '');
}

export function attributeToProp(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
