// The per-tag chunk lists the build writes into widgets.js (scripts/build-standalone.ts, chunkTable)
// and the loader reads on a tag's first upgrade. Kept apart from loader.ts so the test reads the table
// of a real build with the same code.

/**
 * `files|runtime|tag 0|tag 1|…` (tags in the order of TAG_NAMES): `files` are comma-separated, a bare
 * name is the script `chunks/<name>.js`, a name with its extension a stylesheet's path beside widgets.js
 * (`runtime.css`, `base.css`, `chunks/picker-<hash>.css`); each list is one character per file, its
 * index + 48 as a char code (`0` is the first file). `runtime` lists what every tag loads (runtime.js's
 * own imports).
 */
export function chunksOfTag(table: string, tagIndex: number): string[] {
  const [files, ...lists] = table.split('|');
  if (!lists.length || tagIndex < 0) return [];
  const names = files.split(',');
  return [...lists[0], ...(lists[tagIndex + 1] ?? '')].map((c) => {
    const name = names[c.charCodeAt(0) - 48];
    return name.includes('.') ? name : `chunks/${name}.js`;
  });
}
