// Point 21 of issue 23: on the report page the mail button sends the checklist the report shows. The
// two widgets know nothing of each other; the page's script passes the report's
// `stempeluhr:selection-changed` on to the button's `checklist-id` (docs/embedding.md).
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { db } from '@mocks/node';
import { serviceState } from '@mocks/service/checklists.seed';
import { contracted, renderView } from '@test/render';
import { withCalendar, withServiceBackend } from '../shared/test-setup';
import { ChecklistReport as Report } from '../checklist-report/checklist-report';
import { checklistReportTag } from '../checklist-report/checklist-report.tag';
import { SendChecklistMailButton as Button } from './send-checklist-mail-button';
import { sendChecklistMailButtonTag } from './send-checklist-mail-button.tag';

const ChecklistReport = contracted(Report, checklistReportTag);
const SendChecklistMailButton = contracted(Button, sendChecklistMailButtonTag);

withCalendar();
withServiceBackend();

/** The button as the page holds it: its `checklist-id` attribute set by the page's script (a string, as setAttribute gives it). */
function ButtonOnThePage({ report }: { report: HTMLElement }) {
  const [checklistId, setChecklistId] = useState('1');
  useEffect(() => {
    const pass = (event: CustomEvent<{ values: Array<string | number> }>) => setChecklistId(String(event.detail.values[0]));
    report.addEventListener('stempeluhr:selection-changed', pass);
    return () => report.removeEventListener('stempeluhr:selection-changed', pass);
  }, [report]);
  return <SendChecklistMailButton checklistId={checklistId} route="/checklist/report/mail" />;
}

describe('the checklist report page', () => {
  it('mails the checklist the report shows, also after the user chose another one', async () => {
    const { host: reportHost, user } = renderView(<ChecklistReport date="2026-11-23" checklistId={1} />);
    const { host: buttonHost } = renderView(<ButtonOnThePage report={reportHost} />);
    const list = await screen.findByRole('group', { name: 'Checklisten' });
    await user.click(within(list).getByRole('button', { name: 'Monitoring Icinga' }));
    const button = within(buttonHost).getByRole('button', { name: 'Bericht per E-Mail senden' });
    await user.click(button);
    expect(await within(buttonHost).findByRole('status')).toHaveTextContent('Email erfolgreich versendet!');
    expect(serviceState(db).mails.map((m) => m.checklistId)).toEqual([2]);
    expect(button).toBeDisabled();

    // Another checklist in the report: its report can be sent too (the button is the next checklist's).
    await user.click(within(list).getByRole('button', { name: 'Wochenabschluss' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(buttonHost).queryByRole('status')).toBeNull();
    await user.click(button);
    await within(buttonHost).findByRole('status');
    expect(serviceState(db).mails.map((m) => m.checklistId)).toEqual([2, 3]);
  });
});
