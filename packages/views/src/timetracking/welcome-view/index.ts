export { WelcomeView, LOADER_HIDE_DELAY_MS, type WelcomeViewProps } from './welcome-view';
export { RYB_URL } from './ryb-button';
export { welcomeViewTag } from './welcome-view.tag';
