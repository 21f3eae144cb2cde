export { FlashMessage, FLASH_HIDE_AFTER_MS, FLASH_TYPES, type FlashMessageProps, type FlashType } from './flash-message';
export { flashMessageTag } from './flash-message.tag';
