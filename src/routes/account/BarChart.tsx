import { useT } from '../../i18n/index.ts';
import * as c from './Charts.css.ts';
import { Legend } from './Legend.tsx';

export interface Bar {
  key: string;
  /** axis text under the bar; '' for none */
  tick: string;
  /** what a pointer hover shows */
  title: string;
  /** seconds tracked, and the part of them in poor posture */
  total: number;
  bad: number;
  /** the part looking down (docs/posture-rules.md#looking-down); absent where the data has none */
  lookingDown?: number;
  /** 0-100, or null when nothing was tracked */
  score: number | null;
}

export interface ChartTable {
  caption: string;
  head: string[];
  rows: string[][];
}

const BAR_W = 20;
const PLOT_H = 120;
const TICK_H = 18;

/**
 * Hand-written SVG bars (no charting library: a few hundred bytes instead of tens of kB on the account
 * chunk). Bars are time tracked with the poor-posture part at their foot and the looking-down part,
 * neither good nor bad, on it; dots and a line are the average score on its own 0-100 scale. The SVG
 * is hidden from screen readers; the visually hidden table carries the same numbers.
 */
export function BarChart({ bars, table }: { bars: readonly Bar[]; table: ChartTable }) {
  const t = useT();
  // The looking-down part is in the key only where the bars carry it (the days, not the hours).
  const lookingDownKey: [string, string][] = bars.some((b) => b.lookingDown !== undefined)
    ? [[c.swatchLookingDown, t('Looking down')]]
    : [];
  const width = bars.length * BAR_W;
  const max = Math.max(1, ...bars.map((b) => b.total));
  const y = (seconds: number) => PLOT_H - (seconds / max) * (PLOT_H - 4);
  const scoreY = (s: number) => PLOT_H - (s / 100) * (PLOT_H - 4);
  const dots = bars.flatMap((b, i) =>
    b.score === null ? [] : [{ key: b.key, x: i * BAR_W + BAR_W / 2, y: scoreY(b.score) }],
  );
  return (
    <>
      <svg
        className={c.chart}
        viewBox={`0 0 ${width} ${PLOT_H + TICK_H}`}
        aria-hidden="true"
        focusable="false"
      >
        {[0, 0.5, 1].map((f) => (
          <line key={f} className={c.grid} x1={0} x2={width} y1={y(max * f)} y2={y(max * f)} />
        ))}
        {bars.map((b, i) => {
          const x = i * BAR_W + 3;
          const w = BAR_W - 6;
          // Within the bar, whatever the rounding of the two parts.
          const down = Math.min(b.lookingDown ?? 0, Math.max(0, b.total - b.bad));
          return (
            <g key={b.key} data-bar={b.key}>
              <title>{b.title}</title>
              <rect
                className={c.good}
                x={x}
                width={w}
                y={y(b.total)}
                height={PLOT_H - y(b.total)}
              />
              <rect className={c.bad} x={x} width={w} y={y(b.bad)} height={PLOT_H - y(b.bad)} />
              {down > 0 && (
                <rect
                  className={c.lookingDown}
                  x={x}
                  width={w}
                  y={y(b.bad + down)}
                  height={y(b.bad) - y(b.bad + down)}
                />
              )}
              {b.tick && (
                <text className={c.tick} x={x + w / 2} y={PLOT_H + 14} textAnchor="middle">
                  {b.tick}
                </text>
              )}
            </g>
          );
        })}
        {dots.length > 1 && (
          <polyline className={c.scoreLine} points={dots.map((d) => `${d.x},${d.y}`).join(' ')} />
        )}
        {dots.map((d) => (
          <circle key={d.key} className={c.score} cx={d.x} cy={d.y} r={3} />
        ))}
      </svg>
      <Legend
        aria-hidden="true"
        entries={[
          [c.swatchGood, t('Time tracked')],
          [c.swatchBad, t('Poor posture')],
          ...lookingDownKey,
          [c.swatchScore, t('Average score (0-100)')],
        ]}
      />
      <table className={c.visuallyHidden}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
