// The fields the spec-only mode keeps of each call's answer (spec-calls.ts), as paths `users[].id` (a list
// or a map is `[]`). They must equal the checked-in list spec-fields.json (test/contract-openapi.test.ts).
import { ENTITIES, type Shape, type SpecCall } from '../../mocks/spec-only/spec-calls';
import { childPath, listPath } from './zod-walk';

function collect(shape: Shape, path: string, into: Set<string>): void {
  if (typeof shape === 'string') return;
  if ('entity' in shape) return collect({ fields: ENTITIES[shape.entity] }, path, into);
  if ('list' in shape) return collect(shape.list, listPath(path), into);
  if ('map' in shape) return collect(shape.map, listPath(path), into);
  for (const [key, inner] of Object.entries(shape.fields)) {
    const at = childPath(path, key);
    into.add(at);
    collect(inner, at, into);
  }
}

/** The answer's field paths the spec names for `call` (empty when the spec does not show the answer). */
export function specFieldPaths(call: SpecCall): Set<string> {
  const into = new Set<string>();
  if ('shape' in call.answer) collect(call.answer.shape, '', into);
  return into;
}
