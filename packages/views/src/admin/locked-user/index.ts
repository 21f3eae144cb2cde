export { LockedUser, BLOCKED_REASON_MAX, type LockedUserProps } from './locked-user';
export { lockedUserTag } from './locked-user.tag';
