export { FlipFlowOverview, type FlipFlowOverviewProps } from './flip-flow-overview';
export { flipFlowOverviewTag } from './flip-flow-overview.tag';
