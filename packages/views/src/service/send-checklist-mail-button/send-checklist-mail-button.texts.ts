/** German texts of <send-checklist-mail-button>, exact to the specification where it gives them. */
export const SEND_CHECKLIST_MAIL_BUTTON_TEXTS = {
  send: 'Bericht per E-Mail senden',
  sending: 'Wird gesendet …',
  sent: 'Email erfolgreich versendet!',
  failed: 'Email konnte nicht versendet werden!',
  alreadySent: 'Der Bericht wurde bereits versendet.',
} as const;
