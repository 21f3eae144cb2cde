import { taskReportStatus, taskStatusText } from './report-status';

describe('report task status, evaluated in the spec’s order', () => {
  it('no assignee = not assigned, whatever else is set', () => {
    expect(taskReportStatus({ user: null, erledigt: 1, incident: 1 })).toBe('open');
    expect(taskReportStatus({ user: '  ', erledigt: 0, incident: 0 })).toBe('open');
    expect(taskStatusText({ user: null, erledigt: 0, incident: 0 })).toBe('Nicht zugewiesen');
  });

  it('assignee but not done (empty or 0) = accepted by the user, even with the incident flag', () => {
    expect(taskStatusText({ user: 'Max Müller', erledigt: 0, incident: 0 })).toBe('Angenommen von Max Müller');
    expect(taskReportStatus({ user: 'Max Müller', erledigt: '' as unknown as 0, incident: 1 })).toBe('accepted');
    expect(taskReportStatus({ user: 'Max Müller', erledigt: null as unknown as 0, incident: 0 })).toBe('accepted');
  });

  it('done with incident 1 = rejected; otherwise done', () => {
    expect(taskStatusText({ user: 'Anna Berger', erledigt: 1, incident: 1 })).toBe('Abgelehnt von Anna Berger');
    expect(taskStatusText({ user: 'Anna Berger', erledigt: 1, incident: 0 })).toBe('Erledigt von Anna Berger');
    expect(taskReportStatus({ user: 'Anna Berger', erledigt: '1' as unknown as 1, incident: '1' as unknown as 1 })).toBe('rejected');
  });
});
