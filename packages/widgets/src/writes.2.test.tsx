// The write suite (writes.suite.tsx), part 2 of 3: the views are split over 3 files so that
// vitest's workers run them side by side (one file of every view took 70–106 s, the tail of the run).
import { writeSuite } from './writes.suite';

writeSuite({ index: 2, count: 3 });
