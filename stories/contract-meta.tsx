import type { ArgTypes, Meta } from '@storybook/react-vite';
import {
  ContractedView,
  fillExample,
  parseProps,
  propSpecs,
  readRawInput,
  TAGS,
  type AnyTagContract,
  type Area,
  type PropSpec,
  type TagContract,
} from '@stempeluhr/core';
import type { ComponentType } from 'react';

const AREA_TITLES: Record<Area, string> = {
  timetracking: 'Zeiterfassung',
  admin: 'Admin',
  team: 'Team',
  scheduling: 'Dienstpläne',
  service: 'Service',
  telephone: 'Telefon',
  tools: 'Werkzeuge',
};

function control(spec: PropSpec) {
  switch (spec.type) {
    case 'boolean':
      return { control: 'boolean' as const };
    case 'enum':
      return { control: 'inline-radio' as const, options: [...(spec.values ?? [])] };
    case 'id':
    case 'integer':
      return { control: 'number' as const };
    case 'json':
      return { control: 'object' as const };
    default:
      return { control: 'text' as const };
  }
}

/** Storybook's controls, straight from the tag contract: type, enum values, default, description. */
export function argTypesFrom<P>(contract: TagContract<P>): Partial<ArgTypes<P>> {
  const argTypes: Record<string, object> = {};
  for (const spec of propSpecs(contract)) {
    argTypes[spec.name] = {
      ...control(spec),
      description: `${spec.description} (Attribut \`${spec.attribute}\`)`,
      table: {
        type: { summary: spec.type === 'enum' ? (spec.values ?? []).join(' | ') : spec.type },
        ...(spec.default !== undefined ? { defaultValue: { summary: JSON.stringify(spec.default) } } : {}),
      },
      type: { name: 'other', value: spec.type, required: spec.required },
    };
  }
  return argTypes as Partial<ArgTypes<P>>;
}

/**
 * A story's args from the tag's `example` (read by the contract's parser, defaults applied), with the
 * story's own values spread over them: `args: exampleArgs(tag, { date: '2026-11-18' })`.
 */
export function exampleArgs<P>(contract: TagContract<P>, args: Partial<P> = {}): Partial<P> {
  return { ...(exampleProps(contract) as Partial<P>), ...args };
}

/**
 * The props of the tag's `example` (placeholders filled as the host demo fills them), read by the
 * contract's own parser with its defaults, as the custom element reads them on a page. Throws when the
 * example does not pass its contract.
 */
export function exampleProps(contract: AnyTagContract): Record<string, unknown> {
  const element = new DOMParser().parseFromString(fillExample(contract.example), 'text/html').body.firstElementChild;
  if (!element) throw new Error(`${contract.tag}: das Beispiel enthält kein Element`);
  const { props, problems } = parseProps(contract, readRawInput(element));
  if (problems.length > 0) throw new Error(`${contract.tag}: das Beispiel passt nicht zum Vertrag: ${JSON.stringify(problems)}`);
  return props;
}

/**
 * The meta of a view's stories: title by spec area, the contract's description and controls, the
 * example's props as args (a view's stories name only what differs), and rendering through the
 * contract, so a story shows what the page would (bad args → the config error).
 */
export function viewMeta<P extends object>(View: ComponentType<P>, contract: TagContract<P>) {
  return {
    title: `${AREA_TITLES[TAGS[contract.tag].area]}/${contract.tag}`,
    component: View,
    args: exampleArgs(contract),
    argTypes: argTypesFrom(contract),
    parameters: { docs: { description: { component: contract.description } } },
    render: (args: P) => <ContractedView View={View} contract={contract} input={{ values: args as Record<string, unknown> }} />,
  } satisfies Meta<ComponentType<P>>;
}
