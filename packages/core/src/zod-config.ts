import * as z from 'zod';

// zod 4 probes `new Function` to compile parsers; under the host pages' strict CSP (no
// 'unsafe-eval') that probe is reported as a violation. The interpreter is fast enough for us.
z.config({ jitless: true });
