/**
 * The deploy notice's texts, also in TEXTS: a file of their own, because the classic loader shows the
 * notice (element/define.ts) and should not carry every shared text.
 */
export const DEPLOY_NOTICE = {
  reload: 'Seite neu laden',
  /** A view's code is gone from the server (the page was opened before a deploy). */
  newVersion: 'Eine neue Version ist verfügbar – bitte Seite neu laden.',
} as const;
