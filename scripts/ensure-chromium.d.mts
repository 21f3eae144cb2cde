/** The browser to use: `$CHROMIUM`, else (for tests) Debian's chromium-headless-shell, else chromium; null when none is there. */
export function findChromium(options?: { forTests?: boolean }): string | null;
/** As findChromium, installing Debian's packages when missing (as root); stops the process when none can be had. */
export function ensureChromium(options?: { forTests?: boolean }): string;
