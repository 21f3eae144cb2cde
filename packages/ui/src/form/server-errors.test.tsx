import type { ApiError } from '@stempeluhr/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { renderView } from '@test/render';
import { ApiErrorAlert } from '../feedback/feedback';
import { FormField } from './form-field';
import { applyServerErrors, splitServerErrors, type ServerFieldMap } from './server-errors';

interface Values {
  name: string;
  comment: string;
  active: boolean;
}

/** Listed in the form's order: name before comment before active. */
const FIELDS: ServerFieldMap<Values> = { name: 'name', userName: 'name', comment: 'comment', isActive: 'active' };

const SERVER_422: ApiError = {
  kind: 'validation',
  status: 422,
  message: 'Die Eingaben sind ungültig.',
  fieldErrors: {
    'comment.0': ['Kommentar ist zu kurz.'],
    'payload.userName': ['Name ist vergeben.', 'Name ist zu lang.'],
    'week.locked': ['Woche ist abgeschlossen.'],
  },
  messages: [],
};

function Form({ error }: { error: ApiError }) {
  const form = useForm<Values>({ defaultValues: { name: 'Müller', comment: 'kurz', active: true } });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => setBanner(applyServerErrors(form, error, FIELDS)))}>
      {banner && <ApiErrorAlert error={banner} />}
      <FormField id="f-name" label="Name" error={errors.name}>
        {(control) => <input {...control} {...form.register('name')} />}
      </FormField>
      <FormField id="f-comment" label="Kommentar" error={errors.comment} hint="Pflichtfeld">
        {(control) => <textarea {...control} {...form.register('comment')} />}
      </FormField>
      <FormField id="f-active" label="Aktiv" error={errors.active} check>
        {(control) => <input {...control} {...form.register('active')} type="checkbox" />}
      </FormField>
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('applyServerErrors', () => {
  it('puts a 422 with dot keys at the fields, focuses the first, leaves the rest for the banner and keeps the values', async () => {
    const { user } = renderView(<Form error={SERVER_422} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const name = screen.getByLabelText('Name');
    const comment = screen.getByLabelText('Kommentar');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveClass('form-control', 'is-invalid');
    expect(name).toHaveAccessibleDescription('Name ist vergeben. Name ist zu lang.');
    expect(screen.getByText('Name ist vergeben. Name ist zu lang.')).toHaveClass('invalid-feedback');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Pflichtfeld Kommentar ist zu kurz.');
    expect(screen.getByLabelText('Aktiv')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Aktiv')).toHaveClass('form-check-input');

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Die Eingaben sind ungültig.');
    expect(banner).toHaveTextContent('Woche ist abgeschlossen.');
    expect(banner).not.toHaveTextContent('Kommentar ist zu kurz.');
    expect(name).toHaveValue('Müller');
    expect(comment).toHaveValue('kurz');
  });

  it("focuses in the form's order, not the server's", async () => {
    const error: ApiError = { ...SERVER_422, fieldErrors: { isActive: ['Muss aktiv sein.'], comment: ['Fehlt.'] } };
    const { user } = renderView(<Form error={error} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByLabelText('Kommentar')).toHaveFocus());
    expect(screen.getByLabelText('Aktiv')).toHaveAccessibleDescription('Muss aktiv sein.');
  });
});

describe('splitServerErrors', () => {
  it('replaces a message that only repeats a field error, and passes non-field errors through whole', () => {
    const repeated: ApiError = { ...SERVER_422, message: 'Kommentar ist zu kurz.', fieldErrors: { comment: ['Kommentar ist zu kurz.'] } };
    expect(splitServerErrors(repeated, FIELDS)).toEqual({
      fieldErrors: { comment: ['Kommentar ist zu kurz.'] },
      banner: { ...repeated, message: 'Bitte die markierten Eingaben prüfen.', fieldErrors: {} },
    });
    const session: ApiError = { kind: 'session', status: 419, message: 'Sitzung abgelaufen', fieldErrors: {}, messages: [] };
    expect(splitServerErrors(session, FIELDS)).toEqual({ fieldErrors: {}, banner: session });
  });
});
