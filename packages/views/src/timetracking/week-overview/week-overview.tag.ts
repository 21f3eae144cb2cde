import { defineProps, defineTag, todayBerlin } from '@stempeluhr/core';
import { resolveTarget, WEEK_OVERVIEW_MODES } from './target';

/** `„dn“ fehlt.` → attribute dn, message `fehlt.`: the shell says „Attribut „dn“ fehlt.“ */
function asProblem(text: string) {
  const match = /^„([a-z]+)“:? (.*?)\.?$/.exec(text);
  return match ? { attribute: match[1], message: match[2] } : { attribute: 'mode', message: text.replace(/\.$/, '') };
}

/** The props on their own: `validate` reads their type (`WeekOverviewProps`, inferred from them). */
export const weekOverviewProps = defineProps({
  mode: {
    type: 'enum',
    values: WEEK_OVERVIEW_MODES,
    default: 'week',
    description:
      'week: eigene Woche; weekly: Woche eines Teammitglieds (dn, year, week); monthly: Monat (year, month); periodic: Zeitraum (from, to).',
  },
  date: { type: 'date', description: 'week: ein Tag der gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
  dn: { type: 'string', description: 'weekly: dn des Teammitglieds.' },
  year: { type: 'integer', description: 'weekly: ISO-Wochenjahr; monthly: Jahr.' },
  week: { type: 'integer', description: 'weekly: ISO-Kalenderwoche (1–53).' },
  month: { type: 'integer', description: 'monthly: Monat (1–12).' },
  from: { type: 'date', description: 'periodic: erster Tag (JJJJ-MM-TT).' },
  to: { type: 'date', description: 'periodic: letzter Tag, einschließlich (JJJJ-MM-TT).' },
  userName: { type: 'string', description: 'Name der Person im Druckkopf (weekly: sonst die dn).' },
});

export const weekOverviewTag = defineTag({
  tag: 'week-overview',
  description:
    'Ein aufklappbarer Eintrag je Tag mit Gesamtzeit, Überstunden und Badges, Summe, Drucken (A4) und Export als CSV und für deutsches Excel: eigene Woche (Wochenauswahl, „Heute“), Woche eines Teammitglieds, Monat (Monatswechsel) oder Zeitraum (Von/Bis).',
  props: weekOverviewProps,
  events: ['failed'],
  example: '<week-overview mode="week" date="{{today}}" user-name="{{userName}}"></week-overview>',
  // Which props a mode needs, the ranges of year, week (52 or 53 in that year) and month are rules across props.
  validate: (props) => {
    const resolved = resolveTarget(props, todayBerlin());
    return resolved.ok ? [] : resolved.problems.map(asProblem);
  },
});
