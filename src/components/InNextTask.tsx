import { useEffect, useState, type ReactNode } from 'react';

/**
 * Its children mount in the task after it does, so a large mount is two tasks, not one long one
 * (docs/decisions.md#long-tasks). The calibration dialog's body uses it: opening react-aria's
 * modal (overlay, scroll lock, focus) and filling it made one 49-74 ms task as a calibration
 * began (traced, 4 of 4 starts); as two, the larger was 20-42 ms in 3 of 4. The body shows within
 * the dialog's 200 ms fade-in.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
