export { TelephoneplanSlot, type TelephoneplanSlotProps } from './telephoneplan-slot';
export { telephoneplanSlotTag } from './telephoneplan-slot.tag';
