import { vi, type MockInstance } from 'vitest';

/**
 * Every test fails on a console error or warning it did not announce with `expectConsole`.
 * React warnings and our own error reports would otherwise pass unnoticed.
 */
class ConsoleGuard {
  private errorSpy: MockInstance | null = null;
  private warnSpy: MockInstance | null = null;
  private allowed: Array<{ level: 'error' | 'warn'; pattern: RegExp }> = [];

  start(): void {
    // A view that can't read an answer names the call, the field and the tag (issue 19): a report for
    // the host page's log, allowed everywhere; a test that cares asserts it.
    this.allowed = [{ level: 'warn', pattern: /^\[stempeluhr\] Vertrag:/ }];
    this.errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    this.warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  }

  allow(level: 'error' | 'warn', pattern: RegExp): void {
    this.allowed.push({ level, pattern });
  }

  calls(level: 'error' | 'warn'): string[] {
    const spy = level === 'error' ? this.errorSpy : this.warnSpy;
    return (spy?.mock.calls ?? []).map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  }

  finish(): void {
    const unexpected: string[] = [];
    for (const level of ['error', 'warn'] as const) {
      for (const line of this.calls(level)) {
        if (!this.allowed.some((a) => a.level === level && a.pattern.test(line))) unexpected.push(`console.${level}: ${line}`);
      }
    }
    this.errorSpy?.mockRestore();
    this.warnSpy?.mockRestore();
    if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
  }
}

export const consoleGuard = new ConsoleGuard();

/** Announces a console line the test expects (and so allows). Returns the lines seen so far. */
export function expectConsole(level: 'error' | 'warn', pattern: RegExp): () => string[] {
  consoleGuard.allow(level, pattern);
  return () => consoleGuard.calls(level).filter((line) => pattern.test(line));
}
