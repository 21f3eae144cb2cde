export { UsersIndexView, type UsersIndexViewProps } from './users-index-view';
export { usersIndexViewTag } from './users-index-view.tag';
