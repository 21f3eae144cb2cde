export { ShortTimeView, type ShortTimeViewProps } from './short-time-view';
export { shortTimeViewTag } from './short-time-view.tag';
