// Issue 23 point 21 on the demo's own page: the checklist report page as the demo server writes it
// (host-demo/pages.ts), both widgets as their tags, and the page's script file
// (host-demo/assets/checklist-report-mail.js) — the three lines a legacy page writes. The mail button
// sends the checklist the report shows; the widgets know nothing of each other.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRuntime, defineWidgetElements } from '@stempeluhr/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/node';
import { serviceState } from '@mocks/service/checklists.seed';
import { checklistReportPage, type PageContext } from '../../../../../host-demo/pages';
import { VIEW_LOADERS } from '../../registry.generated';
import { SERVICE_NOW, withCalendar, withServiceBackend } from '../shared/test-setup';

const TAGS = ['checklist-report', 'send-checklist-mail-button'] as const;
const DEMO = resolve(__dirname, '../../../../../host-demo');

withCalendar();
withServiceBackend();

beforeAll(() => {
  const runtime = createRuntime({
    'checklist-report': VIEW_LOADERS['checklist-report'],
    'send-checklist-mail-button': VIEW_LOADERS['send-checklist-mail-button'],
  });
  defineWidgetElements({ loadRuntime: async () => runtime, tags: [...TAGS] });
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** The demo's report page for Max Müller: its main part in the document, then its own script files run (innerHTML runs none). */
function openDemoReportPage() {
  const ctx: PageContext = {
    csrfToken: 'token',
    nonce: 'nonce',
    role: 'employee',
    user: { id: 4, dn: 'max.mueller', displayName: 'Max Müller', clockings_blacklisted: false, roles: [] },
    users: [],
    groups: [],
    today: SERVICE_NOW.toISOString().slice(0, 10),
    path: '/checklist/report?checklist=1',
  };
  const page = new DOMParser().parseFromString(checklistReportPage(ctx, { id: 1, name: 'Tagescheckliste' }), 'text/html');
  const main = page.querySelector('main')!;
  document.body.innerHTML = main.outerHTML;
  const scripts = [...main.querySelectorAll<HTMLScriptElement>('script[src^="/assets/"]')];
  expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/checklist-report-mail.js']);
  for (const script of scripts) window.eval(readFileSync(resolve(DEMO, `.${script.getAttribute('src')}`), 'utf8'));
}

describe('the demo’s checklist report page', () => {
  it('its script gives the mail button the checklist the report shows: the mail goes for the one chosen', async () => {
    const user = userEvent.setup();
    openDemoReportPage();
    const list = await screen.findByRole('group', { name: 'Checklisten' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: 'Monitoring Icinga' }));
    await waitFor(() => expect(document.querySelector('send-checklist-mail-button')).toHaveAttribute('checklist-id', '2'));
    const button = await screen.findByRole('button', { name: 'Bericht per E-Mail senden' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Email erfolgreich versendet!');
    expect(serviceState(db).mails.map((m) => m.checklistId)).toEqual([2]);
  });
});
