import { daysToCsv, daysToExcelCsv, excelDuration } from './csv';
import { day, week } from './week-overview.fixtures';

/** The file as the browser would save it: the string encoded as UTF-8. */
const bytesOf = (text: string) => new TextEncoder().encode(text);
const linesOf = (text: string) => new TextDecoder().decode(bytesOf(text)).split('\r\n');

describe('daysToExcelCsv: a file a German Excel opens correctly', () => {
  it('starts with the UTF-8 BOM, then German headers separated by semicolons, CRLF line ends', () => {
    const bytes = bytesOf(daysToExcelCsv(week('2026-11-23')));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    // Umlauts as UTF-8 (Ü = C3 9C), not Latin-1.
    expect([...bytes]).toEqual(expect.arrayContaining([0xc3, 0x9c]));
    expect(text.split('\r\n')[0]).toBe(
      'Datum;Wochentag;Gesamt (Stunden);Gesamt (h:mm);Soll (Stunden);Soll (h:mm);Überstunden (Stunden);Überstunden (h:mm);Abwesenheit;Feiertag;Zeitbonus (h:mm)',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes hours with a decimal comma and as h:mm text, negative ones too, and a Summe line', () => {
    const lines = linesOf(
      daysToExcelCsv([
        day('2026-11-23', { total: 27900, required: 27000, overtime: 900 }),
        day('2026-11-24', { total: 25200, required: 27000, overtime: -1800, is_done: false }),
      ]),
    );
    expect(lines.slice(1)).toEqual([
      '23.11.2026;Montag;7,75;7:45 h;7,50;7:30 h;0,25;0:15 h;;;',
      '24.11.2026;Dienstag;7,00;7:00 h;7,50;7:30 h;-0,50;−0:30 h;;;',
      'Summe;;14,75;14:45 h;15,00;15:00 h;-0,25;−0:15 h;;;',
      '',
    ]);
  });

  it('names absences, half days, holidays and a time bonus', () => {
    const lines = linesOf(
      daysToExcelCsv([
        day('2026-11-25', { total: 0, required: 0, overtime: 0, is_vacation: 1, absent_type: 'Krank' }),
        day('2026-11-26', { total: 14400, required: 13500, overtime: 900, is_vacation: 0.5, absent_type: 'Urlaub' }),
        day('2026-12-25', { total: 0, required: 0, overtime: 0, is_public_holiday: 1, holiday_name: '1. Weihnachtstag' }),
        day('2026-12-27', { total: 7200, required: 0, overtime: 7200, bonus: 3600 }),
      ]),
    );
    expect(lines.slice(1, 5)).toEqual([
      '25.11.2026;Mittwoch;0,00;0:00 h;0,00;0:00 h;0,00;0:00 h;Krank;;',
      '26.11.2026;Donnerstag;4,00;4:00 h;3,75;3:45 h;0,25;0:15 h;½ Urlaub;;',
      '25.12.2026;Freitag;0,00;0:00 h;0,00;0:00 h;0,00;0:00 h;;1. Weihnachtstag;',
      '27.12.2026;Sonntag;2,00;2:00 h;0,00;0:00 h;2,00;2:00 h;;;1:00 h',
    ]);
  });

  it('quotes per RFC 4180: separators, quotes and line breaks inside a field', () => {
    const lines = daysToExcelCsv([
      day('2026-10-03', { total: 0, required: 0, overtime: 0, is_public_holiday: 1, holiday_name: 'Tag; der "Einheit"' }),
      day('2026-10-04', { total: 0, required: 0, overtime: 0, is_vacation: 1, absent_type: 'Kur\r\nReha' }),
    ]).split('\r\n');
    expect(lines[1]).toBe('03.10.2026;Samstag;0,00;0:00 h;0,00;0:00 h;0,00;0:00 h;;"Tag; der ""Einheit""";');
    // The line break stays inside the quoted field: the row is still one record.
    expect(lines[2]).toBe('04.10.2026;Sonntag;0,00;0:00 h;0,00;0:00 h;0,00;0:00 h;"Kur');
    expect(lines[3]).toBe('Reha";;');
  });

  it('defuses text that Excel would run as a formula (=, +, -, @) with a leading apostrophe', () => {
    const rows = daysToExcelCsv(
      ['=HYPERLINK("http://x","klick")', '+1+1', '-2+3', '@SUMME(A1)'].map((text, i) =>
        day(`2026-11-0${i + 2}`, { total: 0, required: 0, overtime: 0, is_vacation: 1, absent_type: text }),
      ),
    )
      .split('\r\n')
      .slice(1, 5)
      .map((line) => line.split(';').slice(8).join(';'));
    expect(rows).toEqual([`"'=HYPERLINK(""http://x"",""klick"")";;`, "'+1+1;;", "'-2+3;;", "'@SUMME(A1);;"]);
  });

  it('no field it writes itself starts like a formula: negative h:mm uses the typographic minus', () => {
    const text = daysToExcelCsv([day('2026-11-23', { total: 0, required: 28800, overtime: -28800 })]);
    const cells = text.slice(1).split('\r\n').slice(1).join(';').split(';');
    const formulaLike = cells.filter((cell) => /^[=+@]/.test(cell) || (/^-/.test(cell) && !/^-\d+,\d\d$/.test(cell)));
    expect(formulaLike).toEqual([]);
    expect(excelDuration(-28800)).toBe('−8:00 h');
    expect(excelDuration(-30)).toBe('0:00 h');
  });

  it('keeps the plain CSV export as it was', () => {
    expect(daysToCsv([day('2026-11-23')]).split('\r\n')).toEqual([
      '\uFEFFDatum;Wochentag;Gesamt;Soll;Überstunden;Urlaub;Feiertag',
      '23.11.2026;Montag;7,75;7,50;0,25;;',
      '',
    ]);
  });
});
