import type { ArgTypes, Meta } from '@storybook/react-vite';
import { ContractedView, propSpecs, TAGS, type Area, type PropSpec, type TagContract } from '@stempeluhr/core';
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
 * The meta of a view's stories: title by spec area, the contract's description and controls, and
 * rendering through the contract, so a story shows what the page would (bad args → the config error).
 */
export function viewMeta<P extends object>(View: ComponentType<P>, contract: TagContract<P>) {
  return {
    title: `${AREA_TITLES[TAGS[contract.tag].area]}/${contract.tag}`,
    component: View,
    argTypes: argTypesFrom(contract),
    parameters: { docs: { description: { component: contract.description } } },
    render: (args: P) => <ContractedView View={View} contract={contract} input={{ values: args as Record<string, unknown> }} />,
  } satisfies Meta<ComponentType<P>>;
}
