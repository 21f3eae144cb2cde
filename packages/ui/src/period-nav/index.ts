// `export *`, not named re-exports: esbuild then lets a page that uses only PeriodStepper leave
// period-nav.tsx and its pickers out (a named re-export barrel pulled its siblings into the page).
export * from './period-nav';
export * from './period-stepper';
export * from './texts';
