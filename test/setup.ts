import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetApiClient, resetFallbackLog, resetPageQueryClient } from '@stempeluhr/core';
import { getSharedManager } from 'react-bootstrap/BootstrapModalManager';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server, resetDb, resetSettings, DEFAULT_CSRF_TOKEN } from '@mocks/node';
import { consoleGuard } from './console-guard';

// A loaded CI machine (2 cores, many jsdom workers) can take longer than a second to show what a
// user would see at once; the waits are for appearance, never a speed assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and has no scrollIntoView; every browser we support has it (the multi-select's
// list scrolls its highlighted entry into view).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  (globalThis as { __STEMPELUHR_MSW__?: unknown }).__STEMPELUHR_MSW__ = server;
});

beforeEach(() => {
  resetDb();
  resetSettings();
  resetApiClient();
  resetPageQueryClient();
  // The contract's fallbacks are logged once per page; each test is a page of its own.
  resetFallbackLog();
  if (typeof document !== 'undefined') document.head.innerHTML = `<meta name="csrf-token" content="${DEFAULT_CSRF_TOKEN}">`;
  consoleGuard.start();
});

afterEach(() => {
  if (typeof document !== 'undefined') {
    cleanup();
    // A dialog whose React root outlived the test (a custom element's) must not leave the page-wide
    // dialog manager holding it: the next test's dialogs would open on a page it thinks is modal.
    getSharedManager().reset();
    document.body.innerHTML = '';
    // Drafts kept after an expired session (useApiMutation's draftKey) belong to one test.
    window.sessionStorage.clear();
  }
  server.resetHandlers();
  vi.useRealTimers();
  consoleGuard.finish();
});

afterAll(() => server.close());
