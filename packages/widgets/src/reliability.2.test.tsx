// The reliability suite (reliability.suite.tsx), part 2 of 2: the views are split over 2 files so that
// vitest's workers run them side by side (one file of every view took 70–106 s, the tail of the run).
import { reliabilitySuite } from './reliability.suite';

reliabilitySuite({ index: 2, count: 2 });
