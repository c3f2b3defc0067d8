// Spec §2 'Floating widget (220x140)': label 'POSTURE SCORE', Active/Inactive, score, rating word.
// One description of the widget, drawn either as DOM (document PiP) or onto a canvas (video PiP).
import type { Rating } from '../../posture/types.ts';

export const WIDGET_WIDTH = 220;
export const WIDGET_HEIGHT = 140;

export interface WidgetView {
  score: number;
  rating: Rating;
  active: boolean;
}

export const WIDGET_COLORS = {
  bg: '#0b1020',
  text: '#e8ecf8',
  muted: '#a3acc6',
  Excellent: '#34d399',
  Good: '#fbbf24',
  'Needs Improvement': '#f87171',
  inactive: '#7480a0',
} as const;

export function widgetLines(v: WidgetView) {
  return {
    label: 'POSTURE SCORE',
    status: v.active ? 'Active' : 'Inactive',
    score: String(Math.max(0, Math.min(100, Math.floor(v.score)))),
    rating: v.rating,
    color: WIDGET_COLORS[v.rating],
  };
}

/** Video-PiP path: paints the widget onto a 220x140 canvas. */
export function drawWidget(ctx: CanvasRenderingContext2D, v: WidgetView): void {
  const l = widgetLines(v);
  ctx.fillStyle = WIDGET_COLORS.bg;
  ctx.fillRect(0, 0, WIDGET_WIDTH, WIDGET_HEIGHT);
  ctx.textBaseline = 'top';
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.fillStyle = WIDGET_COLORS.muted;
  ctx.fillText(l.label, 14, 14);
  ctx.textAlign = 'right';
  ctx.fillStyle = v.active ? WIDGET_COLORS.Excellent : WIDGET_COLORS.inactive;
  ctx.fillText(`● ${l.status}`, WIDGET_WIDTH - 14, 14);
  ctx.textAlign = 'left';
  ctx.fillStyle = WIDGET_COLORS.text;
  ctx.font = '700 48px system-ui, sans-serif';
  ctx.fillText(l.score, 14, 38);
  ctx.fillStyle = l.color;
  ctx.font = '600 15px system-ui, sans-serif';
  ctx.fillText(l.rating, 14, 104);
}

/** Document-PiP path: fills the PiP window's body. Plain DOM, so the widget needs no React root. */
export function renderWidgetDom(doc: Document, v: WidgetView): void {
  const l = widgetLines(v);
  let root = doc.getElementById('widget');
  if (!root) {
    doc.title = 'Posture score';
    const style = doc.createElement('style');
    style.textContent = `html,body{margin:0;height:100%;background:${WIDGET_COLORS.bg};color:${WIDGET_COLORS.text};font-family:system-ui,sans-serif}
#widget{box-sizing:border-box;height:100%;padding:12px 14px;display:flex;flex-direction:column;justify-content:space-between}
.top{display:flex;justify-content:space-between;font-size:11px;font-weight:600;letter-spacing:.06em;color:${WIDGET_COLORS.muted}}
.score{font-size:46px;font-weight:700;line-height:1}.rating{font-size:15px;font-weight:600}`;
    doc.head.append(style);
    root = doc.createElement('div');
    root.id = 'widget';
    root.innerHTML =
      '<div class="top"><span class="label"></span><span class="status"></span></div><div class="score"></div><div class="rating"></div>';
    doc.body.append(root);
  }
  const set = (sel: string, text: string, color?: string) => {
    const el = root.querySelector<HTMLElement>(sel);
    if (!el) return;
    el.textContent = text;
    if (color) el.style.color = color;
  };
  set('.label', l.label);
  set('.status', `● ${l.status}`, v.active ? WIDGET_COLORS.Excellent : WIDGET_COLORS.inactive);
  set('.score', l.score);
  set('.rating', l.rating, l.color);
}
