// The strict CSP of the host pages forbids eval: zod must parse without its `new Function` probe.
import './zod-config';
import * as z from 'zod';
import { config } from 'zod/v4/core';

it('zod reads the jitless switch the runtime sets before zod loads, and parses without eval', () => {
  expect(config().jitless).toBe(true);
  const original = globalThis.Function;
  const probe = vi.fn();
  globalThis.Function = new Proxy(original, { construct: (...args) => (probe(), Reflect.construct(...args)) }) as FunctionConstructor;
  try {
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Anna' })).toEqual({ id: 1, name: 'Anna' });
    expect(() => schema.parse({ id: 'x', name: 'Anna' })).toThrow();
  } finally {
    globalThis.Function = original;
  }
  expect(probe).not.toHaveBeenCalled();
});
