// The clocking domain every area may use (employee, admin and team views): the rules of a clocking
// (types, "bis Jetzt", seconds fill, geschäftlich unterwegs → mobil, migration cutoff), its form
// fields, the edit and delete dialogs, the write calls and the week recalculation that follows them.
export * from './clocking-rules';
export * from './clocking-fields';
export * from './clocking-form-dialog';
export * from './page-user';
export * from './use-recalculation';
export * from './edit-clocking-dialog';
export * from './confirm-delete-dialog';
export * from './texts';
export * from './api/keys';
export * from './api/schemas';
export * from './api/get-team-week';
export * from './api/create-clocking';
export * from './api/update-clocking';
export * from './api/delete-clocking';
export * from './api/recalculate-week';
export * from './lazy-dialogs';
