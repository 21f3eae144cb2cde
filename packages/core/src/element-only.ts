// What the classic loader needs and nothing more: no React, no axios, no date library.
export { defineWidgetElements, type ElementRuntime, type DefineOptions } from './element/define';
export { TAG_NAMES, type TagName } from './element/tag-names';
export { installClickableRows } from './navigation/clickable-rows';
