// What the standalone runtime chunk needs and nothing more: React's roots, the frame and the contract
// parser. No axios, no TanStack Query, no date library, no zod parsers: those come with the views.
// zod's jitless switch is set before any view loads zod (a strict CSP forbids its eval probe).
import './zod-config';
export {
  createRuntime,
  type ViewLoader,
  type ViewLoaders,
  type ViewModule,
  type WidgetRuntime,
  type WidgetHandle,
} from './element/runtime';
