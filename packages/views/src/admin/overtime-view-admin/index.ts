export { OvertimeViewAdmin, type OvertimeViewAdminProps } from './overtime-view-admin';
export { overtimeViewAdminTag } from './overtime-view-admin.tag';
