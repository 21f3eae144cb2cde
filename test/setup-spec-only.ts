// The vitest project `spec-only`: after the shared set-up (test/setup.ts, inherited from the root
// config), the emulated backend in its spec-only mode (answers cut to what the specification names,
// Laravel's value types, 404 outside the 75 calls).
import { beforeEach } from 'vitest';
import { settings } from '@mocks/node';

// Registered after setup.ts's own beforeEach (which resets the settings), so it runs after it.
beforeEach(() => {
  settings.specOnly = true;
});
