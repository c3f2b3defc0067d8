// The budgets of the performance issue. `gate: true` budgets are ratios, counts or sizes: stable
// across noisy shared machines, so `npm run bench` fails when one is broken. Absolute timings are
// reported against their budget but never fail the run (they hold for one machine only).
export const BUDGETS = [
  { key: 'engine_step_us_median', max: 20, gate: false },
  // Issue #20: the pose watchdog's share of one core while tracking (bench/engine.bench.ts).
  { key: 'watchdog_cost_ratio', max: 0.001, gate: true },
  // Issue #23: simulated time on real landmarks, so deterministic and gated (delay 5 s + 2 s).
  { key: 'alert_latency_held_slouch_ms', max: 7000, gate: true },
  { key: 'alert_dip_alerts_nag_clip', max: 0, gate: true },
  { key: 'false_alerts_upright_10min', max: 0, gate: true },
  { key: 'browser_pipeline_overhead_ratio', max: 1.1, gate: true },
  { key: 'browser_main_long_tasks_60s', max: 0, gate: true },
  { key: 'browser_main_busy_ratio', max: 0.05, gate: true },
  { key: 'camera_to_summary_ms_p95', maxFrom: (r) => r.browser_inference_ms_p95 + 50, gate: false },
  { key: 'tensors_growth_10min', max: 0, gate: true },
  // Issue #13 (bench/readiness.bench.ts, warm page load, the app as shipped). The first pose should
  // come one inference after the detection loop starts (no compile, no model wait). The
  // click-to-first-pose time also holds the spec's 1 s between camera and detection loop, so its
  // ratio to a 50-130 ms WASM inference can never be 1.5: reported only. 'Calibrated' within 13 s
  // of the click (10 s calibration + 3 s) with the page open 10 s before: absolute time on a shared
  // 2-core machine, reported; as a ratio, (t - 10 s) / inference would mostly measure the spec's
  // fixed 1.5 s start delay against a noisy inference, so it is not gated.
  // Not gated yet: measured 1.17-3.4. The first frame runs the person detector and the landmark
  // model, later frames only the landmark model (BlazePose tracks its region of interest), so the
  // first pose costs about two tracked inferences on WASM; flip to gate: true once the reference
  // is a detector + landmark pass or the ratio holds.
  { key: 'first_pose_inference_ratio', max: 1.5, gate: false },
  { key: 'time_to_calibrated_ms', max: 13000, gate: false },
  { key: 'time_to_calibrated_ms_cold', max: 13000, gate: false },
  { key: 'time_to_model_ready_ms_cold', max: 10000, gate: false },
  // Not gated yet: on a quiet machine 0-1 (one 150-220 ms task when 'Calibrated' closes the
  // calibration dialog: 17 ms of script, the rest style and layout; the widget's own opening is
  // counted apart, long_tasks_widget_open); 10-38 at load average 17-25. A gate that fails today
  // would stop CI's bench; flip to gate: true once that task is gone.
  { key: 'long_tasks_75s', max: 0, gate: false },
  { key: 'heap_growth_mb_10min', max: 5, gate: false },
  // The bytes Chromium is sent for / (bench/bundle.mjs), same budget as the old gzip estimate.
  { key: 'bundle_landing_kb_transferred', max: 120, gate: true },
  // What /account adds to the landing's bytes (its JS and CSS, brotli as sent): 37.9 KB measured
  // when the key was added, plus about 30 % headroom for the account charts.
  { key: 'bundle_account_kb_transferred', max: 50, gate: true },
  { key: 'bundle_tfjs_main_thread_chunks', max: 0, gate: true },
  { key: 'server_datapoints_rps', min: 3000, gate: false },
  { key: 'server_datapoints_p99_ms', max: 50, gate: false },
  { key: 'server_user_get_p99_ms_during_login_flood', max: 50, gate: false },
];

/** Returns one row per budget whose key is present: { key, value, budget, ok, gate }. */
export function checkBudgets(results) {
  return BUDGETS.filter((b) => typeof results[b.key] === 'number').map((b) => {
    const value = results[b.key];
    const max = b.maxFrom ? b.maxFrom(results) : b.max;
    const ok = (max === undefined || value <= max) && (b.min === undefined || value >= b.min);
    const budget =
      b.min !== undefined
        ? `>= ${b.min}`
        : `<= ${Number.isFinite(max) ? Number(max.toPrecision(3)) : max}`;
    return { key: b.key, value, budget, ok, gate: b.gate };
  });
}
