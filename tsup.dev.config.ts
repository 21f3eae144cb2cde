import { defineConfig } from 'tsup';
import { standaloneLoader, standaloneRuntime } from './tsup.config';

// npm run dev: only the standalone bundle the host demo serves, rebuilt on every change (unminified,
// without the npm package's type declarations, so a rebuild takes about a second).
const dev = { minify: false, metafile: false, define: { 'process.env.NODE_ENV': '"development"' } };
export default defineConfig([
  { ...standaloneLoader, ...dev },
  { ...standaloneRuntime, ...dev },
]);
