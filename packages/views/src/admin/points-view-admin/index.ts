export { PointsViewAdmin, type PointsViewAdminProps } from './points-view-admin';
export { pointsViewAdminTag } from './points-view-admin.tag';
