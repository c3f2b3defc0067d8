// The floating widget's link to the monitoring screen (docs/product.md#widget): one widget at a
// time, redrawn only when what it shows (status, whole score, rating) changes.
import { openWidget, type WidgetHandle } from '../../browser/pip/widget.ts';
import { widgetLines } from '../../browser/pip/widget-view.ts';
import { alertsState } from '../alerts.ts';
import { logLocal } from '../local-log.ts';
import { ratingFor } from './format.ts';
import { screen } from './screen-store.ts';

let widget: WidgetHandle | null = null;
/** What the open widget shows now (its text), so a summary that changes nothing redraws nothing. */
let widgetShown = '';

function widgetView(tracking: boolean) {
  const score = screen.summary.score;
  return {
    score,
    rating: ratingFor(score),
    active: tracking,
    issue: alertsState.quiet,
    amber: alertsState.amber,
  };
}

export function updateWidget(tracking: boolean): void {
  if (!widget) return;
  const v = widgetView(tracking);
  const l = widgetLines(v);
  const key = `${l.status}|${l.score}|${l.rating}|${l.issue}|${v.amber}`;
  if (key === widgetShown) return;
  widgetShown = key;
  widget.update(v);
}

export function closeWidget(): void {
  widget?.close();
  widget = null;
}

export async function openFloatingWidget(
  tracking: boolean,
  onSnooze?: (ms: number) => void,
): Promise<void> {
  if (widget) return;
  const view = widgetView(tracking);
  widgetShown = '';
  widget = await openWidget(
    view,
    () => {
      widget = null;
      screen.widgetOpen = false;
    },
    logLocal,
    onSnooze,
  );
  screen.widgetOpen = widget !== null;
  if (!widget) logLocal('warn', 'the floating widget stays inactive');
}
