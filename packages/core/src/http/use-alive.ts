import { useEffect, useRef } from 'react';

/** False once the widget is removed: a write that answers later must not touch its state. */
export function useAlive() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}
