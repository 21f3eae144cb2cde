import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_CSRF_TOKEN, db, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { serviceState } from '@mocks/service/checklists.seed';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordPostBodies } from '../shared/test-setup';
import { SendChecklistMailButton as View } from './send-checklist-mail-button';
import { sendChecklistMailButtonTag } from './send-checklist-mail-button.tag';

const SendChecklistMailButton = contracted(View, sendChecklistMailButtonTag);
const ROUTE = '/checklist/report/mail';
const mails = () => serviceState(db).mails;

describe('<send-checklist-mail-button>', () => {
  it('posts {id} to the page route, then says "Email erfolgreich versendet!" and stays disabled', async () => {
    const bodies = recordPostBodies();
    const { user, host } = renderView(<SendChecklistMailButton checklistId={2} route={ROUTE} />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    const button = screen.getByRole('button', { name: 'Bericht per E-Mail senden' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Email erfolgreich versendet!');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Der Bericht wurde bereits versendet/);
    // The disabled button says why, visibly too (issue 24 point 7), not only to a screen reader.
    expect(screen.getByText('Der Bericht wurde bereits versendet.')).not.toHaveClass('visually-hidden');
    expect(bodies).toEqual([{ id: 2 }]);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({ checklistId: 2, to: expect.stringContaining('@') });
    expect(saved).toHaveBeenCalledWith({ what: 'checklist-mail', id: 2 });
  });

  it('is disabled from the first click on: a double click sends one mail', async () => {
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    const button = screen.getByRole('button', { name: 'Bericht per E-Mail senden' });
    await user.dblClick(button);
    await screen.findByText('Email erfolgreich versendet!');
    await user.click(button);
    expect(mails()).toHaveLength(1);
  });

  it('disables the button while sending', async () => {
    resetSettings({ latency: 200 });
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    expect(screen.getByRole('button', { name: 'Wird gesendet …' })).toBeDisabled();
    await screen.findByText('Email erfolgreich versendet!');
  });

  it.each([
    ['500', { status: 500 }, 'Auf dem Server ist ein Fehler aufgetreten'],
    // Under the spec's text stands the server's own reason (its JSON message), never its HTML page (the 500 above).
    ['404 (unknown checklist)', { status: 404 }, 'Simulierter Fehler.'],
    ['network', { network: true }, 'Keine Verbindung zum Server'],
  ])('on %s says "Email konnte nicht versendet werden!" and may be pressed again', async (_name, fault, detail) => {
    resetSettings({ faults: [{ method: 'POST', path: ROUTE, ...fault }] });
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    const button = screen.getByRole('button', { name: 'Bericht per E-Mail senden' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email konnte nicht versendet werden!');
    expect(alert).toHaveTextContent(detail);
    expect(mails()).toHaveLength(0);
    resetSettings();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Email erfolgreich versendet!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mails()).toHaveLength(1);
  });

  it('offers a reload when the session expired (419)', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="veraltet">';
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sitzung abgelaufen');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(mails()).toHaveLength(0);
  });

  it("a refusal (422) shows the server's reasons under the spec's text, as text", async () => {
    server.use(
      http.post(ROUTE, () =>
        HttpResponse.json(
          {
            message: 'Die Eingaben sind ungültig.',
            errors: { recipients: ['Für diese Checkliste ist <b>kein</b> Empfänger hinterlegt.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email konnte nicht versendet werden!');
    expect(alert).toHaveTextContent('Für diese Checkliste ist <b>kein</b> Empfänger hinterlegt.');
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bericht per E-Mail senden' })).toBeEnabled();
  });

  it('without a CSRF token sends nothing and explains why', async () => {
    document.head.innerHTML = '';
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Seite fehlt das CSRF-Token');
    expect(mails()).toHaveLength(0);
  });

  it('posts to whatever same-origin route the page gives, also an absolute one', async () => {
    const seen: string[] = [];
    server.use(
      http.post(route('/andere/route'), async ({ request }) => {
        seen.push(`${new URL(request.url).pathname} ${request.headers.get('X-CSRF-TOKEN')} ${JSON.stringify(await request.json())}`);
        return new HttpResponse('OK');
      }),
    );
    const { user } = renderView(<SendChecklistMailButton checklistId={3} route={`${window.location.origin}/andere/route`} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    await screen.findByText('Email erfolgreich versendet!');
    expect(seen).toEqual([`/andere/route ${DEFAULT_CSRF_TOKEN} {"id":3}`]);
  });

  it('refuses a route of another origin with a configuration error and sends nothing', () => {
    expectConsole('error', /route/);
    renderView(<SendChecklistMailButton checklistId={1} route="https://evil.example/mail" />);
    expect(screen.queryByRole('button', { name: 'Bericht per E-Mail senden' })).toBeNull();
    expect(screen.getByText(/ist keine erlaubte Adresse/)).toBeInTheDocument();
  });

  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('OK')],
  ])('%s is a sent mail (the answer is not read)', async (_name, answer) => {
    server.use(http.post(ROUTE, answer));
    const { user } = renderView(<SendChecklistMailButton checklistId={1} route={ROUTE} />);
    await user.click(screen.getByRole('button', { name: 'Bericht per E-Mail senden' }));
    expect(await screen.findByText('Email erfolgreich versendet!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bericht per E-Mail senden' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
