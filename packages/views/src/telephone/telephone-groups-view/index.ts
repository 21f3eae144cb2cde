export { TelephoneGroupsView, type TelephoneGroupsViewProps } from './telephone-groups-view';
export { telephoneGroupsViewTag } from './telephone-groups-view.tag';
