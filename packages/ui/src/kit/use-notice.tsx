import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { NoticeToast, type Notice } from '../toast/notice-toast';

export interface NoticeApi {
  /** Shows a success notice (the same text twice restarts its timer). */
  say: (text: string) => void;
  dismiss: () => void;
  /** The notice currently shown (null when none). */
  current: Notice | null;
  /** Render once in the view: the toast region (a polite live region, hides itself after 5 s). */
  toast: ReactElement;
}

/** The one notice mechanism of the views: `const notice = useNotice(); notice.say(T.saved); … {notice.toast}`. */
export function useNotice(): NoticeApi {
  const [current, setCurrent] = useState<Notice | null>(null);
  const counter = useRef(0);
  const say = useCallback((text: string) => setCurrent({ id: ++counter.current, text }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useMemo(() => <NoticeToast notice={current} onClose={dismiss} />, [current, dismiss]);
  return useMemo(() => ({ say, dismiss, current, toast }), [say, dismiss, current, toast]);
}
