// ?debug: the pose worker's stage timings (frame wait, bitmap, inference, engine, post), polled
// once a second. The numbers come from the worker's ring buffer; nothing per-frame crosses here.
// Also where the draw worker last drew the landmarks, in canvas pixels (data-points: [x, y, score]
// per BlazePose index, rounded), so an overlay that drifts off the person can be read, not guessed.
import { useEffect, useState } from 'react';
import { formatNumber, useT } from '../../i18n/index.ts';
import { drawWorker, poseWorker, useMonitor } from '../../state/monitor-session/index.ts';

type Stats = Awaited<ReturnType<NonNullable<ReturnType<typeof poseWorker>>['timings']>>['stats'];
type DrawStats = Awaited<ReturnType<NonNullable<ReturnType<typeof drawWorker>>['stats']>>;

const round = (n: number) => Math.round(n * 10) / 10;
/** A stage time in the page's language, one decimal ('12.3' in English, '12,3' in German). */
const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

const STAGES = ['frameWait', 'bitmap', 'inference', 'engine', 'post', 'total'] as const;

interface Polled {
  stats: Stats | null;
  tensors: number | null;
  analysed: number;
  draw: DrawStats | null;
}

const NOTHING: Polled = { stats: null, tensors: null, analysed: 0, draw: null };

/**
 * Asks both workers once and returns what the overlay shows, or null when nothing shown changed.
 * One state write a second, and none while the numbers stand still: the overlay is on the page
 * whose main-thread long tasks e2e/pipeline-longtasks.e2e.ts prints (docs/decisions.md#long-tasks),
 * so it must not add a render of its own per worker answer (it rendered twice a second, about half
 * the page's component render time, before).
 */
async function poll(previous: { key: string }): Promise<Polled | null> {
  const api = poseWorker();
  if (!api) return null;
  const [t, m, draw] = await Promise.all([
    api.timings(),
    api.memory(),
    drawWorker()?.stats() ?? Promise.resolve(null),
  ]);
  const next: Polled = { stats: t.stats, tensors: m.numTensors, analysed: t.analysed, draw };
  const key = JSON.stringify(next);
  if (key === previous.key) return null;
  previous.key = key;
  return next;
}

export function DebugOverlay() {
  const t = useT();
  const [{ stats, tensors, analysed, draw }, setPolled] = useState<Polled>(NOTHING);
  const { model } = useMonitor();
  const probe = model.probe
    .map((p) => `${p.backend} ${p.ms === null ? (p.note ?? 'failed') : `${p.ms} ms`}`)
    .join(', ');
  useEffect(() => {
    const previous = { key: '' };
    let live = true;
    const id = setInterval(() => {
      void poll(previous).then((next) => {
        if (live && next) setPolled(next);
      });
    }, 1000);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, []);
  return (
    <aside
      data-testid="debug-overlay"
      style={{
        position: 'fixed',
        right: 8,
        bottom: 8,
        background: 'rgba(0,0,0,0.75)',
        color: '#fff',
        font: '12px monospace',
        padding: 8,
        borderRadius: 4,
      }}
    >
      <div data-testid="probe">
        {t('backend: {backend}', { backend: model.backend ?? '-' })}
        {probe ? ` (${t('probe: {probe}', { probe })})` : ''}
      </div>
      <button type="button" onClick={() => void poseWorker()?.loseGpu()}>
        {t('Lose GPU context')}
      </button>
      <div>
        {t('analysed:')} <span data-testid="analysed-count">{analysed}</span>
        {` · ${t('buffered:')} ${stats?.count ?? 0} · ${t('tensors:')} ${tensors ?? '-'}`}
      </div>
      <div
        data-testid="overlay-points"
        data-frame={
          draw?.frameSize ? `${draw.frameSize.width}x${draw.frameSize.height}` : undefined
        }
        data-points={JSON.stringify(
          draw?.overlay?.map((p) => [round(p.x), round(p.y), round(p.score)]),
        )}
      >
        {t('frame:')} {draw?.frameSize ? `${draw.frameSize.width}x${draw.frameSize.height}` : '-'}
        {` · ${t('overlay:')} `}
        {draw?.overlay ? t('{count} landmarks', { count: draw.overlay.length }) : t('none')}
      </div>
      {STAGES.map((s) => (
        <div key={s}>
          {s}:{' '}
          {stats
            ? t('{mean} ms (p95 {p95})', {
                mean: formatNumber(stats.mean[s], ONE_DECIMAL),
                p95: formatNumber(stats.p95[s], ONE_DECIMAL),
              })
            : '-'}
        </div>
      ))}
    </aside>
  );
}
