import { formatOvertime, overtimeTone } from '@stempeluhr/core';
import { useCallback, useId, useState } from 'react';
import { balanceGeometry, balanceSeries, CHART_LEFT, type BalanceValue } from './geometry';
import { BALANCE_CHART_TEXTS as T } from './texts';
import { ScrollRegion } from '../scroll-region/scroll-region';

export interface BalanceChartProps {
  /** Signed overtime seconds per day (or per week, dated on a day of it). */
  values: readonly BalanceValue[];
  /** First day of the range, `yyyy-MM-dd`. */
  from: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  to: string;
}

const HEIGHT = 180;

/** The drawing's width in px follows its container, so its text stays 12 px from phone to desktop. */
function useWidth(): [number, (element: HTMLElement | null) => (() => void) | undefined] {
  const [width, setWidth] = useState(640);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const take = (w: number) => w > 0 && setWidth(Math.max(240, Math.round(w)));
    take(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => entry && take(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

/**
 * A bar per week (per month beyond 16 weeks) of signed overtime: green up for plus, red down for
 * minus, hand-drawn SVG. The drawing is one image with a summary for screen readers; the same figures
 * are a table behind „Als Tabelle anzeigen“.
 */
export function BalanceChart({ values, from, to }: BalanceChartProps) {
  const { unit, bars } = balanceSeries(values, from, to);
  const [width, ref] = useWidth();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const seconds = bars.map((bar) => bar.seconds);
  const sum = seconds.reduce((a, b) => a + b, 0);
  const g = balanceGeometry(seconds, width, HEIGHT);
  const title = T.title[unit];
  const showFigures = g.slot >= 48;
  if (bars.length === 0) return null;

  return (
    <div ref={ref} className="stempeluhr-balance-chart mb-3">
      <div className="d-flex flex-wrap align-items-baseline column-gap-3 small">
        <span className="fw-semibold">{title}</span>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-auto"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? T.hideTable : T.showTable}
        </button>
      </div>
      <svg
        role="img"
        aria-label={T.summary(title, bars[0].name, bars[bars.length - 1].name, formatOvertime(sum))}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        fontSize="12"
        className="d-block tabular-nums"
      >
        {g.ticks.map((tick) => (
          <g key={tick.value} className="text-body-secondary" fill="currentColor" stroke="currentColor">
            <line x1={CHART_LEFT} x2={width} y1={tick.y} y2={tick.y} strokeOpacity={0.3} strokeDasharray={tick.value ? '3 3' : undefined} />
            <text x={CHART_LEFT - 6} y={tick.y + 4} textAnchor="end" stroke="none">
              {formatOvertime(tick.value)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const box = g.bars[i];
          const centre = box.x + box.width / 2;
          const plus = bar.seconds >= 0;
          return (
            <g key={bar.name}>
              <title>{`${bar.name}: ${formatOvertime(bar.seconds)}`}</title>
              <rect x={CHART_LEFT + i * g.slot} width={g.slot} height={g.bottom} fill="transparent" />
              <rect {...box} className={plus ? 'text-success' : 'text-danger'} fill="currentColor" />
              {showFigures && bar.seconds !== 0 && (
                <text x={centre} y={plus ? box.y - 4 : box.y + box.height + 12} textAnchor="middle" fill="currentColor">
                  {formatOvertime(bar.seconds)}
                </text>
              )}
              {i % g.labelEvery === 0 && (
                <text x={centre} y={HEIGHT - 6} textAnchor="middle" fill="currentColor" className="text-body-secondary">
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
        <line x1={CHART_LEFT} x2={width} y1={g.zero} y2={g.zero} stroke="currentColor" />
      </svg>
      <div id={tableId} hidden={!open}>
        {open && (
          <ScrollRegion label={title} layout="stack">
            <table className="table table-sm w-auto mt-2 mb-0">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{unit === 'week' ? T.colWeek : T.colMonth}</th>
                  <th scope="col" className="text-end">
                    {T.colOvertime}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.name}>
                    <th scope="row" className="fw-normal text-nowrap">
                      {bar.name}
                    </th>
                    <td className={`text-end tabular-nums ${overtimeTone(bar.seconds)}`}>{formatOvertime(bar.seconds)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{T.sum}</th>
                  <td className={`text-end tabular-nums fw-semibold ${overtimeTone(sum)}`}>{formatOvertime(sum)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}
      </div>
    </div>
  );
}
