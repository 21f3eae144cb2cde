/**
 * The only module of the ui package that imports react-datepicker. The pickers load it with a dynamic
 * `import()` when one is first focused, clicked or opened (see `lazy-picker.tsx`), so the bundler puts
 * the library into a chunk of its own that a page only fetches when someone uses a picker.
 */
export { default as ReactDatePicker } from 'react-datepicker';
