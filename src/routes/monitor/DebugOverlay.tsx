// ?debug: the pose worker's stage timings (frame wait, bitmap, inference, engine, post), polled
// once a second. The numbers come from the worker's ring buffer; nothing per-frame crosses here.
import { useEffect, useState } from 'react';
import { poseWorker, useMonitor } from '../../state/monitor.ts';

type Stats = Awaited<ReturnType<NonNullable<ReturnType<typeof poseWorker>>['timings']>>['stats'];

const STAGES = ['frameWait', 'bitmap', 'inference', 'engine', 'post', 'total'] as const;

export function DebugOverlay() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [tensors, setTensors] = useState<number | null>(null);
  const [analysed, setAnalysed] = useState(0);
  const { model } = useMonitor();
  const probe = model.probe
    .map((p) => `${p.backend} ${p.ms === null ? (p.note ?? 'failed') : `${p.ms} ms`}`)
    .join(', ');
  useEffect(() => {
    const id = setInterval(async () => {
      const api = poseWorker();
      if (!api) return;
      const [t, m] = await Promise.all([api.timings(), api.memory()]);
      setStats(t.stats);
      setAnalysed(t.analysed);
      setTensors(m.numTensors);
    }, 1000);
    return () => clearInterval(id);
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
        backend: {model.backend ?? '-'}
        {probe ? ` (probe: ${probe})` : ''}
      </div>
      <button type="button" onClick={() => void poseWorker()?.loseGpu()}>
        Lose GPU context
      </button>
      <div>
        analysed: {analysed} · buffered: {stats?.count ?? 0} · tensors: {tensors ?? '-'}
      </div>
      {STAGES.map((s) => (
        <div key={s}>
          {s}: {stats ? `${stats.mean[s].toFixed(1)} ms (p95 ${stats.p95[s].toFixed(1)})` : '-'}
        </div>
      ))}
    </aside>
  );
}
