import { defineTag } from '@stempeluhr/core';
import { flipFlowTaskSchema } from '../api/flip-flow-action';

export const flipFlowOverviewTag = defineTag({
  tag: 'flip-flow-overview',
  description:
    'Eine FlipFlow-Aufgabe mit ihren Aktionen: übernehmen (Ja), Zuweisung aufheben (nur der Zugewiesene), erledigt und ablehnen (mit Begründung; leer wird „Keine Begründung angegeben“). Erledigte oder abgelehnte Aufgaben zeigen, wer es war, und bieten nichts mehr an; Benutzer außerhalb der Gruppe sehen „Benutzer für die Aufgabe nicht zugeordnet.“. Die Seite lädt nach jeder Aktion neu.',
  props: {
    task: {
      type: 'json',
      schema: flipFlowTaskSchema,
      required: true,
      description:
        'Die Aufgabe als JSON: {"id", "name", "wikilink", "cssClass", "title", "icon", "assignedUserName", "taskStatus": {"isApproved", "isRejected", "isAssigned"}}.',
    },
    loggedInUserDn: {
      type: 'string',
      required: true,
      description: 'Angemeldeter Benutzer; wird als loggedInUserDn gesendet und mit assignedUserName verglichen.',
    },
    loggedInUserName: {
      type: 'string',
      description: 'Anzeigename des angemeldeten Benutzers, falls assignedUserName ihn statt des dn zeigt.',
    },
    userInGroup: { type: 'boolean', default: true, description: 'Gehört der Benutzer zur Gruppe der Aufgabe? Sonst keine Aktionen.' },
    assignRoute: { type: 'url', required: true, description: 'Adresse zum Übernehmen (nur eigene Seite).' },
    unassignRoute: { type: 'url', required: true, description: 'Adresse zum Aufheben der Zuweisung (nur eigene Seite).' },
    approveRoute: { type: 'url', required: true, description: 'Adresse für „erledigt“ (nur eigene Seite).' },
    rejectRoute: { type: 'url', required: true, description: 'Adresse zum Ablehnen (nur eigene Seite).' },
  },
  events: ['saved', 'failed'],
  example:
    '<flip-flow-overview :task=\'{"id":102519101,"name":"Ticketqueue sichten","wikilink":"https://wiki.stempeluhr.example/flipflow/101","cssClass":"secondary","title":"Nicht zugewiesen","icon":"circle","assignedUserName":null,"taskStatus":{"isApproved":false,"isRejected":false,"isAssigned":false}}\' logged-in-user-dn="{{userDn}}" assign-route="/flipflow/assign" unassign-route="/flipflow/unassign" approve-route="/flipflow/approve" reject-route="/flipflow/reject"></flip-flow-overview>',
});
