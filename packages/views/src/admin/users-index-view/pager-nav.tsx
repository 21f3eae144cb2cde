import { pagerItems } from './pager';
import { USERS_INDEX_VIEW_TEXTS as T } from './users-index-view.texts';

/** Up to 10 page buttons (an ellipsis window beyond), previous and next; the current page marked. */
export function Pager({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={T.pager}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <li className={`page-item${current <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" aria-label={T.previous} disabled={current <= 1} onClick={() => onPage(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pagerItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={`page-item${item === current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link tabular-nums"
                aria-label={T.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ),
        )}
        <li className={`page-item${current >= last ? ' disabled' : ''}`}>
          <button type="button" className="page-link" aria-label={T.next} disabled={current >= last} onClick={() => onPage(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
