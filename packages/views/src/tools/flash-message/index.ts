export { FlashMessage, FLASH_HIDE_AFTER_MS, type FlashMessageProps, type FlashType } from './flash-message';
