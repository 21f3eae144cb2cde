// GET /admin/clocking/history/{userId}?fromDate&toDate (yyyy-MM-dd): a user's clocking history for
// timetacking-history-view (our addition; see history.rules.ts). Admins only (403 {message}),
// unknown user 404 {message}, bad or too long period 422 {message, errors}.
import { HttpResponse, http } from 'msw';
import { db, findUser } from '../db';
import { isAdmin } from '../db/common';
import { failure, forbidden, notFound } from '../http/respond';
import { route } from '../http/route';
import { clockingHistory } from './history.rules';
import { ADMIN_MESSAGES } from './messages';

export const historyHandlers = [
  http.get(route('/admin/clocking/history/:userId'), ({ params, request }) => {
    if (!isAdmin(db)) return forbidden(ADMIN_MESSAGES.forbidden);
    const userId = Number(params.userId);
    if (!Number.isInteger(userId) || !findUser(userId)) return notFound('Benutzer');
    const query = new URL(request.url).searchParams;
    const outcome = clockingHistory(db, userId, query.get('fromDate'), query.get('toDate'));
    if (!outcome.ok) return failure(outcome);
    return HttpResponse.json(outcome.value);
  }),
];
