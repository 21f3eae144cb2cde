// zod 4 probes `new Function` to compile parsers; under the host pages' strict CSP (no 'unsafe-eval')
// that probe is reported as a violation. The interpreter is fast enough for us: jitless.
//
// zod keeps its global config on `globalThis.__zod_globalConfig` (created with `??=` when its core
// loads, see zod/v4/core/core.js). Setting it here, before any zod module runs, costs no bytes: the
// standalone runtime chunk imports this file and never zod itself, and every view chunk that parses
// loads zod later. `zod-config.test.ts` checks that zod still reads the setting from there.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
