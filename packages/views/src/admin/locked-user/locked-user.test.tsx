import { screen } from '@testing-library/react';
import { renderView } from '@test/render';
import { LockedUser } from './locked-user';

function formValues(container: HTMLElement) {
  const form = document.createElement('form');
  container.parentElement!.appendChild(form);
  form.appendChild(container);
  return () => [...new FormData(form).entries()].map(([k, v]) => `${k}=${v}`);
}

describe('locked-user', () => {
  it('submits locked=0 and an empty reason while unlocked; the reason field is hidden', () => {
    const { container } = renderView(<LockedUser />);
    const values = formValues(container);
    expect(screen.queryByLabelText('Sperrgrund')).toBeNull();
    expect(values()).toEqual(['locked=0', 'blocked_reason=']);
  });

  it('toggling the switch shows the reason field and submits locked=1 with the reason', async () => {
    const { user, container } = renderView(<LockedUser />);
    const values = formValues(container);
    await user.click(screen.getByRole('switch', { name: 'Benutzer gesperrt' }));
    await user.type(screen.getByLabelText('Sperrgrund'), 'Vertrag beendet');
    expect(values()).toEqual(['locked=0', 'locked=1', 'blocked_reason=Vertrag beendet']);
  });

  it('keeps what was typed when the switch goes off and on again', async () => {
    const { user } = renderView(<LockedUser locked reason="Alt" />);
    const field = screen.getByLabelText('Sperrgrund');
    expect(field).toHaveValue('Alt');
    await user.type(field, ' und neu');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('switch'));
    expect(screen.getByLabelText('Sperrgrund')).toHaveValue('Alt und neu');
  });

  it('switching the lock on needs a reason: a German message at the field, also for spaces only', async () => {
    const { user } = renderView(<LockedUser />);
    await user.click(screen.getByRole('switch', { name: 'Benutzer gesperrt' }));
    const field = screen.getByLabelText('Sperrgrund');
    await user.type(field, '   ');
    await user.tab();
    expect(field).toBeInvalid();
    expect(screen.getByText('Bitte einen Sperrgrund angeben.')).toBeInTheDocument();
  });

  it('a user already locked without a stored reason does not block the server form', async () => {
    const { user, container } = renderView(<LockedUser locked />);
    const values = formValues(container);
    const field = screen.getByLabelText('Sperrgrund');
    expect(field).toHaveValue('');
    await user.click(field);
    await user.tab();
    expect(field).toBeValid();
    expect(field).not.toBeRequired();
    expect(screen.queryByText('Bitte einen Sperrgrund angeben.')).toBeNull();
    expect(field.closest('form')!.checkValidity()).toBe(true);
    expect(values()).toEqual(['locked=0', 'locked=1', 'blocked_reason=']);
  });

  it('an already locked user switched off and on again is asked for a reason', async () => {
    const { user, container } = renderView(<LockedUser locked />);
    formValues(container);
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('switch'));
    const field = screen.getByLabelText('Sperrgrund');
    expect(field).toBeRequired();
    expect((field as HTMLTextAreaElement).validity.valid).toBe(false);
    await user.click(field);
    await user.tab();
    expect(screen.getByText('Bitte einen Sperrgrund angeben.')).toBeInTheDocument();
  });

  it('is read-only when disabled', () => {
    renderView(<LockedUser locked reason="gelöscht" disabled />);
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByLabelText('Sperrgrund')).toBeDisabled();
  });
});

describe('locked-user: state in words (issue 24 review minor)', () => {
  it('says „Aktiv“ beside an off switch and „Gesperrt“ once it is on', async () => {
    const { user } = renderView(<LockedUser />);
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Benutzer gesperrt' }));
    expect(screen.getByText('Gesperrt')).toBeInTheDocument();
    expect(screen.queryByText('Aktiv')).toBeNull();
  });
});
