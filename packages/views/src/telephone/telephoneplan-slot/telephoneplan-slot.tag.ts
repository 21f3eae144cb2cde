import { defineTag, type SlotTask } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { TELEPHONEPLAN_SLOT_TEXTS as T } from './telephoneplan-slot.texts';

const taskList: z.ZodMiniType<SlotTask[]> = z.array(
  z.object({ id: z.coerce.number().check(z.refine((id) => Number.isInteger(id) && id > 0)), name: z.string() }),
);

/** `yyyy-MM-dd HH:mm[:ss]` (also with `T`) → sortable `yyyy-MM-dd HH:mm:ss`, or null. */
export function slotTime(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim());
  return m ? `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}` : null;
}

export const telephoneplanSlotTag = defineTag({
  tag: 'telephoneplan-slot',
  description:
    'Ein Zeitfenster des Telefonplans: voller Name der Person mit ihren Aufgaben als Badges. Nur wenn `editable` der Text „true“ ist, hat jedes Badge ein Entfernen-Kreuz und ein Auswahlfeld fügt eine noch nicht zugewiesene Aufgabe hinzu.',
  props: {
    userId: { type: 'id', required: true, description: 'ID der Person.' },
    fullName: { type: 'string', required: true, description: 'Voller Name der Person.' },
    from: { type: 'string', required: true, description: 'Beginn des Zeitfensters (JJJJ-MM-TT HH:MM[:SS]).' },
    to: { type: 'string', required: true, description: 'Ende des Zeitfensters (JJJJ-MM-TT HH:MM[:SS]), nach dem Beginn.' },
    tasks: {
      type: 'json',
      schema: taskList,
      default: [],
      description: 'Zugewiesene Aufgaben als JSON-Liste `[{"id":1,"name":"Hotline Allgemein"}]`.',
    },
    allTasks: {
      type: 'json',
      schema: taskList,
      default: [],
      description: 'Alle zuweisbaren Aufgaben als JSON-Liste; das Auswahlfeld bietet die noch nicht zugewiesenen an.',
    },
    editable: {
      type: 'string',
      default: '',
      description: 'Bearbeitbar nur beim Text „true“; jeder andere Wert zeigt das Zeitfenster nur lesend.',
    },
  },
  events: ['saved', 'deleted', 'failed'],
  example:
    '<telephoneplan-slot user-id="5" full-name="Anna Berger" from="{{today}} 08:00:00" to="{{today}} 12:00:00" :tasks=\'[{"id":1,"name":"Hotline Allgemein"}]\' :all-tasks=\'[{"id":1,"name":"Hotline Allgemein"},{"id":2,"name":"Hotline Technik"},{"id":3,"name":"Störungsannahme"},{"id":4,"name":"Vertrieb"},{"id":5,"name":"Rückruf-Service"}]\' editable="true"></telephoneplan-slot>',
  validate: (props) => {
    const from = slotTime(props.from);
    const to = slotTime(props.to);
    const problems = [];
    if (!from) problems.push({ attribute: 'from', message: T.badTime });
    if (!to) problems.push({ attribute: 'to', message: T.badTime });
    if (from && to && to <= from) problems.push({ attribute: 'to', message: T.order });
    return problems;
  },
});
