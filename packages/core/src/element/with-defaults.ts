import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { applyDefaults, type AnyTagContract, type TagProps, type ViewProps } from './contract';

/**
 * A view whose contract has defaults: the view is written against `ViewProps` (every defaulted prop
 * present) and the exported component takes `TagProps`, filling what is missing from the contract. The
 * defaults live only in the contract; the tag, the npm component and a test rendering the view
 * directly all get the same values.
 *
 * ```tsx
 * function LockedUserImpl({ locked, reason }: ViewProps<typeof lockedUserTag>) { … }
 * export const LockedUser = withDefaults(lockedUserTag, LockedUserImpl);
 * ```
 */
export function withDefaults<C extends AnyTagContract>(contract: C, View: ComponentType<ViewProps<C>>): FunctionComponent<TagProps<C>> {
  function Defaulted(props: TagProps<C>) {
    return createElement(View, applyDefaults(contract, props));
  }
  // Named as the npm component and the registry name it: `locked-user` → LockedUser.
  Defaulted.displayName = contract.tag.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
  return Defaulted;
}
