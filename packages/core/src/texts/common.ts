import { FRAME_TEXTS } from './frame';

/** German texts shared by every view. Area texts live in each area's own catalogue. */
export const TEXTS = {
  ...FRAME_TEXTS,
  close: 'Schließen',
  cancel: 'Abbrechen',
  save: 'Speichern',
  sessionExpired: 'Sitzung abgelaufen — bitte Seite neu laden.',
  unauthenticated: 'Sie sind nicht angemeldet. Bitte melden Sie sich erneut an.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  notFound: 'Der Eintrag wurde nicht gefunden.',
  network: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Netzwerkverbindung.',
  timeout: 'Der Server antwortet nicht. Bitte später erneut versuchen.',
  serverError: 'Auf dem Server ist ein Fehler aufgetreten. Bitte später erneut versuchen.',
  unexpectedResponse: 'Unerwartete Antwort vom Server.',
  validation: 'Bitte die markierten Eingaben prüfen.',
  cancelled: 'Die Anfrage wurde abgebrochen.',
  missingToken: 'Speichern nicht möglich: Der Seite fehlt das CSRF-Token. Bitte Seite neu laden.',
  offline: 'Sie sind offline. Änderungen werden erst nach dem Wiederverbinden gesendet.',
  widgetLoadFailed: 'Dieser Bereich konnte nicht geladen werden.',
} as const;
