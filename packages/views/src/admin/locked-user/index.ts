export { LockedUser, BLOCKED_REASON_MAX, type LockedUserProps } from './locked-user';
