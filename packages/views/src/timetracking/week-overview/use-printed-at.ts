import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** "Gedruckt am …": the moment of the last print (the button, Ctrl+P), else of the first render. */
export function usePrintedAt(): [number, () => void] {
  const [printedAt, setPrintedAt] = useState(() => Date.now());
  useEffect(() => {
    // The browser lays the page out for print right after this event: render synchronously.
    const before = () => flushSync(() => setPrintedAt(Date.now()));
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);
  const print = () => {
    flushSync(() => setPrintedAt(Date.now()));
    window.print();
  };
  return [printedAt, print];
}
