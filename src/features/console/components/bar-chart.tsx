import { useId } from 'react';

/** One bar: its label under the axis (`short`, when there is room), its value and how it is shown. */
export interface Bar {
  label: string;
  short: string;
  value: number;
  shown: string;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 20, right: 8, bottom: 28, left: 8 };

/**
 * A bar chart drawn as inline SVG (no chart library): for those who would rather look than read.
 * The picture is one image named by its title and summary; the same figures are a table in the
 * details below it, for a screen reader and for anyone who wants the numbers.
 */
export function BarChart({
  title,
  summary,
  bars,
  labelHeading,
  valueHeading,
  tableLabel,
}: {
  title: string;
  /** What the chart shows, in a sentence (the image's description). */
  summary: string;
  bars: readonly Bar[];
  labelHeading: string;
  valueHeading: string;
  tableLabel: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, bars.length);
  const plot = HEIGHT - PAD.top - PAD.bottom;
  // Every label when they fit, else every few, so they never run into each other.
  const every = Math.max(1, Math.ceil((bars.length * 28) / (WIDTH - PAD.left - PAD.right)));
  return (
    <figure className="treasury-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="treasury-chart-svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="treasury-chart-axis"
        />
        {bars.map((bar, i) => {
          const height = (bar.value / max) * plot;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              {bar.value > 0 ? (
                <rect
                  x={x}
                  y={HEIGHT - PAD.bottom - height}
                  width={slot * 0.7}
                  height={Math.max(height, 1)}
                  className="treasury-chart-bar"
                />
              ) : null}
              {i % every === 0 ? (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  className="treasury-chart-label"
                >
                  {bar.short}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{summary}</figcaption>
      <details className="treasury-chart-table">
        <summary>{tableLabel}</summary>
        <table className="treasury-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col" className="treasury-num">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td className="treasury-num">{bar.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
