import { useMemo } from 'react';
import { ConfigError } from './config-error';
import { DEFAULT_HEADING_LEVEL, HeadingLevelContext } from './heading-level';
import { parseProps, type WidgetInput } from './props';
import type { ViewModule } from './runtime';

/** Parses the element's input with the view's contract; the view only ever gets valid props. */
export function ContractedView({ View, contract, input }: ViewModule & { input: WidgetInput }) {
  const key = inputKey(input);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-parse only when the input really changed
  const parsed = useMemo(() => parseProps(contract, input), [contract, key]);
  if (parsed.problems.length > 0) return <ConfigError tag={contract.tag} problems={parsed.problems} />;
  return (
    <HeadingLevelContext.Provider value={parsed.headingLevel ?? DEFAULT_HEADING_LEVEL}>
      <View {...parsed.props} />
    </HeadingLevelContext.Provider>
  );
}

/** Same attributes and values, same key: an attribute set again to its value changes nothing. */
function inputKey(input: WidgetInput): string | WidgetInput {
  try {
    return JSON.stringify([input.attributes, input.json, input.values]);
  } catch {
    return input;
  }
}
