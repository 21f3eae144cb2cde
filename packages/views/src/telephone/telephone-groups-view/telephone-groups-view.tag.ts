import { defineTag } from '@stempeluhr/core';

export const telephoneGroupsViewTag = defineTag({
  tag: 'telephone-groups-view',
  description:
    'Die eigenen Telefon-Queues des angemeldeten Benutzers: lädt die Liste 100 ms verzögert (Ladeanzeige), zeigt dann den Willkommensbereich mit einem Schalter je Queue. Ein Umschalten speichert sofort und zeigt die Liste aus der Antwort des Servers.',
  props: {},
  events: ['saved', 'failed'],
  example: '<telephone-groups-view></telephone-groups-view>',
});
