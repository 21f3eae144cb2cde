// What the standalone runtime chunk needs and nothing more: React's roots, the frame and the contract
// parser. No axios, no TanStack Query, no date library, no zod parsers: those come with the views.
export { createRuntime, type ViewLoader, type ViewLoaders, type ViewModule, type WidgetRuntime, type WidgetHandle } from './element/runtime';
