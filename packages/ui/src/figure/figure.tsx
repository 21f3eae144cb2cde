/**
 * A figure with its second form in brackets (`1.170 min (19:30 h)`, from formatMinutes): each part
 * stays whole with its unit, and a narrow column may put the bracket on the next line instead of
 * pushing the page sideways (WCAG 1.4.10 reflow).
 */
export function Figure({ text }: { text: string }) {
  const at = text.indexOf(' (');
  if (at < 0) return <span className="text-nowrap">{text}</span>;
  return (
    <>
      <span className="text-nowrap">{text.slice(0, at)}</span> <span className="text-nowrap">{text.slice(at + 1)}</span>
    </>
  );
}
