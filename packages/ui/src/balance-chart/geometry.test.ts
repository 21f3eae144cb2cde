import { describe, expect, it } from 'vitest';
import { balanceGeometry, balanceScale, balanceSeries, MAX_WEEK_BARS } from './geometry';

const H = 3600;

describe('balanceSeries', () => {
  it('sums the days of each ISO week, partial weeks at the edges included, empty weeks as 0', () => {
    const { unit, bars } = balanceSeries(
      [
        { date: '2026-11-04', seconds: 1800 }, // Wed KW 45
        { date: '2026-11-05', seconds: -600 },
        { date: '2026-11-16', seconds: -3600 }, // KW 47
        { date: '2026-11-30', seconds: 9999 }, // outside the range
      ],
      '2026-11-04',
      '2026-11-18',
    );
    expect(unit).toBe('week');
    expect(bars).toEqual([
      { label: 'KW 45', name: 'KW 45/2026', seconds: 1200 },
      { label: 'KW 46', name: 'KW 46/2026', seconds: 0 },
      { label: 'KW 47', name: 'KW 47/2026', seconds: -3600 },
    ]);
  });

  it('a single day is one week', () => {
    expect(balanceSeries([{ date: '2026-11-23', seconds: 900 }], '2026-11-23', '2026-11-23').bars).toEqual([
      { label: 'KW 48', name: 'KW 48/2026', seconds: 900 },
    ]);
  });

  it('names the ISO week-numbering year across the turn of the year', () => {
    const { bars } = balanceSeries([], '2026-12-28', '2027-01-10');
    expect(bars.map((b) => b.name)).toEqual(['KW 53/2026', 'KW 1/2027']);
  });

  it(`aggregates by calendar month beyond ${MAX_WEEK_BARS} weeks`, () => {
    const sixteenWeeks = balanceSeries([], '2026-01-05', '2026-04-26');
    expect(sixteenWeeks.unit).toBe('week');
    expect(sixteenWeeks.bars).toHaveLength(16);

    const { unit, bars } = balanceSeries(
      [
        { date: '2026-01-31', seconds: 600 },
        { date: '2026-01-02', seconds: 600 },
        { date: '2026-03-01', seconds: -1800 },
        { date: '2026-05-03', seconds: 60 },
      ],
      '2026-01-01',
      '2026-05-03',
    );
    expect(unit).toBe('month');
    expect(bars).toEqual([
      { label: 'Jan.', name: 'Januar 2026', seconds: 1200 },
      { label: 'Feb.', name: 'Februar 2026', seconds: 0 },
      { label: 'März', name: 'März 2026', seconds: -1800 },
      { label: 'Apr.', name: 'April 2026', seconds: 0 },
      { label: 'Mai', name: 'Mai 2026', seconds: 60 },
    ]);
  });
});

describe('balanceScale', () => {
  it('rounds the axis out to whole steps with 0 inside', () => {
    expect(balanceScale([1.5 * H, -0.75 * H])).toEqual({ low: -H, high: 2 * H, step: H });
    expect(balanceScale([3 * H, 13 * H])).toEqual({ low: 0, high: 15 * H, step: 5 * H });
  });

  it('only minus: the axis ends at 0', () => {
    expect(balanceScale([-H, -7 * H])).toEqual({ low: -8 * H, high: 0, step: 2 * H });
  });

  it('all zero: one small step above the zero line', () => {
    expect(balanceScale([0, 0, 0])).toEqual({ low: 0, high: 0.25 * H, step: 0.25 * H });
    expect(balanceScale([])).toEqual({ low: 0, high: 0.25 * H, step: 0.25 * H });
  });
});

describe('balanceGeometry', () => {
  const WIDTH = 456; // 48 axis + 400 bars + 8
  const HEIGHT = 180; // plot from y 16 to y 144

  it('puts the zero line where 0 lies between the extremes; plus bars end on it from above, minus bars start on it', () => {
    const g = balanceGeometry([2 * H, -2 * H], WIDTH, HEIGHT);
    expect(g.ticks.map((t) => t.value)).toEqual([-2 * H, -H, 0, H, 2 * H]);
    expect(g.zero).toBe(80);
    const [plus, minus] = g.bars;
    expect(plus).toMatchObject({ y: 16, height: 64 });
    expect(minus).toMatchObject({ y: 80, height: 64 });
    expect(plus.x).toBeLessThan(minus.x);
    expect(g.slot).toBe(200);
  });

  it('only minus bars: the zero line at the top', () => {
    const g = balanceGeometry([-H, -2 * H], WIDTH, HEIGHT);
    expect(g.zero).toBe(16);
    expect(g.bars.map((b) => [b.y, b.height])).toEqual([
      [16, 64],
      [16, 128],
    ]);
  });

  it('all zero: no bar height, the zero line at the bottom, nothing NaN', () => {
    const g = balanceGeometry([0, 0], WIDTH, HEIGHT);
    expect(g.zero).toBe(144);
    expect(g.bars.every((b) => b.height === 0 && b.y === 144)).toBe(true);
    expect(JSON.stringify(g)).not.toMatch(/null|NaN/);
  });

  it('a single week: one bar, at most 56 px wide, centred in the plot', () => {
    const g = balanceGeometry([H], WIDTH, HEIGHT);
    expect(g.bars).toHaveLength(1);
    expect(g.bars[0].width).toBe(56);
    expect(g.bars[0].x + 28).toBe(48 + 200);
  });

  it('labels every n-th bar when the bars are narrow', () => {
    expect(balanceGeometry(Array(12).fill(H), 1000, HEIGHT).labelEvery).toBe(1);
    expect(balanceGeometry(Array(16).fill(H), 360, HEIGHT).labelEvery).toBe(3);
  });
});
