import { formatBalance, overtimeTone, type AdminUserFilter, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { MultiSelect, PlaceholderRows, QueryView, ScrollRegion, Heading } from '@stempeluhr/ui';
import { useEffect, useId, useState } from 'react';
import { USERS_PER_PAGE, useUsers, type AdminUsers } from '../api/get-users';
import { Pager } from './pager-nav';
import { USERS_INDEX_VIEW_TEXTS as T } from './users-index-view.texts';
import { usersIndexViewTag } from './users-index-view.tag';

/** The search waits this long after the last keystroke (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

export type UsersIndexViewProps = TagProps<typeof usersIndexViewTag>;

/** The typed term, handed on 300 ms after the last change. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Searchable admin user list: term, companies and status filters, 10 per page, rows link to the user's admin page. */
function UsersIndexViewImpl({ companies, filterUser }: ViewProps<typeof usersIndexViewTag>) {
  const ids = { title: useId(), search: useId(), status: useId(), hint: useId() };
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<AdminUserFilter>(filterUser);
  const [chosen, setChosen] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const searched = useDebounced(term, SEARCH_DEBOUNCE_MS);
  // A new search or filter starts at page 1 (the old page may not exist for it).
  const [lastSearch, setLastSearch] = useState(searched);
  if (lastSearch !== searched) {
    setLastSearch(searched);
    setPage(1);
  }
  const query = useUsers({ term: searched, companies: chosen, filterUser: status, page });
  const updating = query.isPlaceholderData && query.isFetching;

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-users-index">
      <Heading id={ids.title}>{T.title}</Heading>
      <div className="row g-2 mb-3">
        <div className="col-12 col-md-5">
          <label htmlFor={ids.search} className="form-label">
            {T.search}
          </label>
          <input
            id={ids.search}
            type="search"
            className="form-control"
            value={term}
            autoComplete="off"
            aria-describedby={ids.hint}
            onChange={(e) => setTerm(e.target.value)}
          />
          <div id={ids.hint} className="form-text">
            {T.searchHint}
          </div>
        </div>
        <div className="col-12 col-sm-6 col-md-3">
          <label htmlFor={ids.status} className="form-label">
            {T.filterUser}
          </label>
          <select
            id={ids.status}
            className="form-select"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as AdminUserFilter);
              setPage(1);
            }}
          >
            <option value="active">{T.filterActive}</option>
            <option value="inactive">{T.filterInactive}</option>
            <option value="all">{T.filterAll}</option>
          </select>
        </div>
        {companies.length > 0 && (
          <div className="col-12 col-sm-6 col-md-4">
            <MultiSelect
              label={T.companies}
              items={companies}
              selected={chosen}
              onChange={(next) => {
                setChosen(next);
                setPage(1);
              }}
              itemKey={(c) => c}
              itemLabel={(c) => c}
              placeholder={T.companiesPlaceholder}
              noResultsText={T.companiesNone}
            />
          </div>
        )}
      </div>
      <QueryView
        query={query}
        placeholder={<PlaceholderRows rows={USERS_PER_PAGE} />}
        isEmpty={(data) => data.users.length === 0}
        empty={T.empty}
      >
        {(data) => <UsersTable data={data} page={page} updating={updating} onPage={setPage} />}
      </QueryView>
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const UsersIndexView = withDefaults(usersIndexViewTag, UsersIndexViewImpl);

interface UsersTableProps {
  data: AdminUsers;
  /** The page asked for: the shown one when the answer does not say (info.current_page is our assumption). */
  page: number;
  updating: boolean;
  onPage: (page: number) => void;
}

function UsersTable({ data, page, updating, onPage }: UsersTableProps) {
  const current = data.info.current_page ?? page;
  const last = Math.max(1, data.info.last_page);
  // Columns of what the spec does not name are shown only when the server sends them.
  const has = {
    name: data.users.some((u) => u.displayName !== undefined),
    company: data.users.some((u) => u.company !== null),
    email: data.users.some((u) => u.email !== null),
    overtime: data.users.some((u) => u.overtime !== undefined),
    // A Status column empty on every row (all active) read like missing data: it is left out then.
    status: data.users.some((u) => u.deleted || !u.active),
  };
  return (
    <>
      <div aria-busy={updating || undefined}>
        <ScrollRegion label={T.regionLabel} layout="stack">
          <table className={`table table-sm table-hover align-middle mb-2${updating ? ' opacity-50' : ''}`}>
            <caption className="caption-top">{updating ? T.updating : T.count(data.info.total, current, last)}</caption>
            <thead>
              <tr>
                {has.name && <th scope="col">{T.colName}</th>}
                <th scope="col">{T.colDn}</th>
                {has.company && (
                  <th scope="col" className="d-none d-md-table-cell">
                    {T.colCompany}
                  </th>
                )}
                {has.email && (
                  <th scope="col" className="d-none d-lg-table-cell">
                    {T.colEmail}
                  </th>
                )}
                {has.overtime && (
                  <th scope="col" className="text-end">
                    {T.colOvertime}
                  </th>
                )}
                {has.status && <th scope="col">{T.colStatus}</th>}
              </tr>
            </thead>
            <tbody>
              {data.users.map((u) => (
                <tr key={u.id} className="clickable-row" data-href={`/admin/users/${u.id}`}>
                  {has.name && <td className="text-break">{u.displayName ?? u.dn}</td>}
                  <td className="text-break">{u.dn}</td>
                  {has.company && <td className="d-none d-md-table-cell text-break">{u.company}</td>}
                  {has.email && <td className="d-none d-lg-table-cell text-break">{u.email}</td>}
                  {has.overtime && (
                    <td className={`text-end text-nowrap tabular-nums ${u.overtime === undefined ? '' : overtimeTone(u.overtime)}`}>
                      {u.overtime === undefined ? '' : formatBalance(u.overtime)}
                    </td>
                  )}
                  {has.status && (
                    <td>
                      {u.deleted ? (
                        <span className="badge text-bg-danger">{T.deleted}</span>
                      ) : (
                        !u.active && <span className="badge text-bg-secondary">{T.inactive}</span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      {!has.overtime && data.users.length > 0 && <p className="form-text text-body-secondary">{T.overtimeMissing}</p>}
      {last > 1 && <Pager current={current} last={last} onPage={onPage} />}
    </>
  );
}
