import { DEPLOY_NOTICE } from './deploy-notice';

/**
 * The texts of every widget's frame (placeholder, crash, new version, configuration error): all that the
 * standalone runtime carries (the loader only the deploy notice's). The rest of `TEXTS` (the HTTP and
 * form texts) comes with the views that read or write (issue 25: a page without an API call loads none of it).
 */
export const FRAME_TEXTS = {
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  ...DEPLOY_NOTICE,
  widgetCrashed: 'Dieser Bereich konnte nicht angezeigt werden.',
  configError: 'Konfigurationsfehler',
} as const;
