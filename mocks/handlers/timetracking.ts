import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { readBody, validationError } from '../http/respond';
import { route } from '../http/route';

export const timetrackingHandlers = [
  http.get(route('/json/welcome/status'), () => {
    const ryb = db.ryb.get(db.currentUserId) ?? { allowed: false, voted: false };
    const open = db.clockings.some((c) => c.userId === db.currentUserId && c.clockOut === null);
    const trip = db.clockings.some((c) => c.userId === db.currentUserId && c.clockOut === null && c.type === 'geschäftlich unterwegs');
    return HttpResponse.json({ rybAllowed: ryb.allowed, rybVoted: ryb.voted, clockedIn: open, businessTrip: trip });
  }),

  http.post(route('/json/short-business-trip/start'), async ({ request }) => {
    const body = await readBody(request);
    const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
    if (comment === '') return validationError({ comment: ['Bitte einen Kommentar für die Dienstreise angeben.'] });
    return HttpResponse.json({ ok: true });
  }),
];
