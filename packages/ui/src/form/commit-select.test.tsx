import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { onTestFinished } from 'vitest';
import { closedSelectKeys, pickInOpenList } from '@test/native-select';
import { renderView } from '@test/render';
import { CommitSelect, type CommitOutcome } from './commit-select';

const SHIFTS = ['—', 'Frühdienst', 'Spätdienst', 'Frei'];

/** A shift cell that saves through `save`; the saved value follows a successful save. */
function Cell({ save, locked = false }: { save: (value: string) => CommitOutcome | Promise<CommitOutcome>; locked?: boolean }) {
  const [saved, setSaved] = useState('—');
  return (
    <div>
      <button type="button">Davor</button>
      <CommitSelect
        aria-label="Schicht am Montag"
        className="form-select"
        value={saved}
        aria-disabled={locked || undefined}
        onCommit={async (value) => {
          const outcome = await save(value);
          if (outcome !== false) setSaved(value);
          return outcome;
        }}
      >
        {SHIFTS.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </CommitSelect>
      <button type="button">Danach</button>
    </div>
  );
}

async function setup(save: (value: string) => CommitOutcome | Promise<CommitOutcome> = () => undefined, locked = false) {
  closedSelectKeys();
  // The page around (e.g. a dialog closing on Escape) notes every Escape that reaches it.
  const escapes: string[] = [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') escapes.push(event.key);
  };
  document.addEventListener('keydown', onKeyDown);
  onTestFinished(() => document.removeEventListener('keydown', onKeyDown));
  const commits: string[] = [];
  const view = renderView(
    <Cell
      locked={locked}
      save={(value) => {
        commits.push(value);
        return save(value);
      }}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Schicht am Montag' });
  await view.user.click(screen.getByRole('button', { name: 'Davor' }));
  await view.user.tab();
  expect(select).toHaveFocus();
  return { ...view, select, commits, escapes };
}

describe('CommitSelect', () => {
  it('arrows on the closed select only show the choice, marked as not saved; Enter saves it once', async () => {
    const { user, select, commits } = await setup();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(select).toHaveValue('Frei');
    expect(commits).toEqual([]);
    expect(select).toHaveAttribute('data-commit-state', 'staged');
    expect(select).toHaveAccessibleDescription('Noch nicht gespeichert. Mit Eingabetaste oder Tab speichern, mit Escape verwerfen.');
    await user.keyboard('{ArrowUp}');
    expect(select).toHaveValue('Spätdienst');
    await user.keyboard('{Enter}');
    expect(commits).toEqual(['Spätdienst']);
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'saved'));
    expect(select).toHaveValue('Spätdienst');
    expect(select).not.toHaveAccessibleDescription();
    expect(select).toHaveFocus();
  });

  it('leaving the select with Tab saves the choice once', async () => {
    const { user, select, commits } = await setup();
    await user.keyboard('{End}{ArrowUp}');
    expect(commits).toEqual([]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
    expect(commits).toEqual(['Spätdienst']);
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'saved'));
    // Back and away again without a change: nothing more is sent.
    await user.tab({ shift: true });
    await user.tab();
    expect(commits).toEqual(['Spätdienst']);
  });

  it('Escape restores the saved value and sends nothing; the Escape stays with the field', async () => {
    const { user, select, commits, escapes } = await setup();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(select).toHaveValue('Spätdienst');
    await user.keyboard('{Escape}');
    expect(select).toHaveValue('—');
    expect(select).toHaveAttribute('data-commit-state', 'saved');
    expect(escapes).toEqual([]);
    await user.tab();
    expect(commits).toEqual([]);
    // Without a pending choice Escape belongs to the page again (e.g. a dialog around it).
    await user.tab({ shift: true });
    await user.keyboard('{Escape}');
    expect(escapes).toEqual(['Escape']);
  });

  it('walking back to the saved value leaves nothing to save', async () => {
    const { user, select, commits } = await setup();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(select).toHaveAttribute('data-commit-state', 'saved');
    await user.tab();
    expect(commits).toEqual([]);
  });

  it('a pointer choice and a choice in the opened list are saved at once, once each', async () => {
    const { user, select, commits } = await setup();
    await user.selectOptions(select, 'Frühdienst');
    expect(commits).toEqual(['Frühdienst']);
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'saved'));
    // Alt+ArrowDown opens the list (no change); the choice taken there arrives as a change alone.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(commits).toEqual(['Frühdienst']);
    pickInOpenList(select as HTMLSelectElement, 'Frei');
    expect(commits).toEqual(['Frühdienst', 'Frei']);
    await waitFor(() => expect(select).toHaveValue('Frei'));
    await user.tab();
    expect(commits).toEqual(['Frühdienst', 'Frei']);
  });

  it('a failed save keeps the choice, says so, is not sent again by leaving; Enter tries again', async () => {
    let ok = false;
    const { user, select, commits } = await setup(() => ok);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'failed'));
    expect(select).toHaveValue('Frühdienst');
    expect(select).toHaveAccessibleDescription('Nicht gespeichert. Mit Eingabetaste erneut versuchen, mit Escape verwerfen.');
    await user.tab();
    await user.tab({ shift: true });
    expect(commits).toEqual(['Frühdienst']);
    ok = true;
    await user.keyboard('{Enter}');
    expect(commits).toEqual(['Frühdienst', 'Frühdienst']);
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'saved'));
    expect(select).toHaveValue('Frühdienst');
  });

  it('while it saves, further keys change nothing and send nothing', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const { user, select, commits } = await setup(() => new Promise<boolean>((resolve) => (finish = resolve)));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(select).toHaveAttribute('data-commit-state', 'saving');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await user.tab();
    expect(commits).toEqual(['Frühdienst']);
    finish(true);
    await waitFor(() => expect(select).toHaveAttribute('data-commit-state', 'saved'));
    expect(select).toHaveValue('Frühdienst');
  });

  it('with aria-disabled it keeps the focus and takes no change', async () => {
    const { user, select, commits } = await setup(undefined, true);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(select).toHaveValue('—');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(commits).toEqual([]);
  });
});
