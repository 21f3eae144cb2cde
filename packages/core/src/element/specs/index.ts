import type { TagSpecs } from '../spec-types';
import { timetrackingSpecs } from './timetracking';
import { adminSpecs } from './admin';
import { teamSpecs } from './team';
import { schedulingSpecs } from './scheduling';
import { serviceSpecs } from './service';
import { telephoneSpecs } from './telephone';
import { toolsSpecs } from './tools';

/** Props, description and example embedding of every tag: the manifest and README are made from it. */
export const TAG_SPECS: TagSpecs = {
  ...timetrackingSpecs,
  ...adminSpecs,
  ...teamSpecs,
  ...schedulingSpecs,
  ...serviceSpecs,
  ...telephoneSpecs,
  ...toolsSpecs,
};
