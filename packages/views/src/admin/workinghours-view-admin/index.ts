export { WorkinghoursViewAdmin, type WorkinghoursViewAdminProps } from './workinghours-view-admin';
export { workinghoursViewAdminTag } from './workinghours-view-admin.tag';
