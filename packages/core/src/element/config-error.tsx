import { useEffect } from 'react';
import { FRAME_TEXTS } from '../texts/frame';
import type { ConfigProblem } from './props';

/**
 * The one way a bad configuration shows: inside the widget, naming tag and attribute, and once in
 * the console for the page's developer. The view itself never sees bad props.
 */
export function ConfigError({ tag, problems }: { tag: string; problems: ConfigProblem[] }) {
  const key = problems.map((p) => `${p.attribute}:${p.message}`).join('|');
  useEffect(() => {
    for (const p of problems) console.error(`Stempeluhr <${tag}>: Attribut „${p.attribute}“ ${p.message}.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report once per distinct set of problems
  }, [key]);
  return (
    <div className="alert alert-warning mb-0 text-break" role="alert">
      <strong>{FRAME_TEXTS.configError}</strong> in &lt;{tag}&gt;:
      <ul className="mb-0">
        {problems.map((p) => (
          <li key={`${p.attribute}:${p.message}`}>
            Attribut „{p.attribute}“ {p.message}.
          </li>
        ))}
      </ul>
    </div>
  );
}
