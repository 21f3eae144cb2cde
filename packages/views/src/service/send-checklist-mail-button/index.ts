export { SendChecklistMailButton, type SendChecklistMailButtonProps } from './send-checklist-mail-button';
export { sendChecklistMailButtonTag } from './send-checklist-mail-button.tag';
