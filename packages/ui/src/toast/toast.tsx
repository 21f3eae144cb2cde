/** The old bootstrap-vue toast defaults (spec NOTES): the views' notices hide after `delay` ms. */
export const TOAST_DEFAULTS = { autohide: true, delay: 5000, animation: true } as const;
