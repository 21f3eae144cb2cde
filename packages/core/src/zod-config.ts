import { config } from 'zod/v4/core';

// zod 4 probes `new Function` to compile parsers; under the host pages' strict CSP (no
// 'unsafe-eval') that probe is reported as a violation. The interpreter is fast enough for us.
// The config lives in zod's core, shared by `zod` and `zod/mini`; importing it alone keeps zod's
// parsers out of chunks that parse nothing.
config({ jitless: true });
