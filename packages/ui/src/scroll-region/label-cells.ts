/**
 * Gives each body cell of the box's tables its column header as `data-label` (what a stacked row shows
 * before the value), and marks each row's key cell (`data-key`: the first cell with text, so a leading
 * checkbox column doesn't become the title). Header cells spanning columns are counted as they span.
 */
export function labelTableCells(box: HTMLElement): void {
  for (const table of box.querySelectorAll('table')) {
    const headerRow = table.tHead?.rows[table.tHead.rows.length - 1];
    const headers: string[] = [];
    for (const cell of headerRow?.cells ?? []) {
      const text = (cell.getAttribute('data-label') ?? cell.textContent ?? '').trim().replace(/\s+/g, ' ');
      for (let i = 0; i < cell.colSpan; i++) headers.push(text);
    }
    // Rows already labelled under the same headers are skipped: a list of thousands of rows (points
    // "alle") is walked once per render, not relabelled.
    const signature = headers.join('\u001f');
    const relabel = table.getAttribute('data-labels') !== signature;
    if (relabel) table.setAttribute('data-labels', signature);
    for (const body of table.tBodies)
      for (const row of body.rows) {
        if (!relabel && row.cells[0]?.hasAttribute('data-label')) continue;
        let column = 0;
        let keyFound = false;
        for (const cell of row.cells) {
          const label = cell.colSpan > 1 && row.cells.length === 1 ? '' : (headers[column] ?? '');
          if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
          const isKey = !keyFound && (cell.textContent ?? '').trim() !== '';
          if (isKey) keyFound = true;
          if (isKey !== cell.hasAttribute('data-key')) cell.toggleAttribute('data-key', isKey);
          column += cell.colSpan;
        }
      }
  }
}
