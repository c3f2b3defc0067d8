// docs/product.md#widget: label 'POSTURE SCORE', Active/Inactive, score, rating word, in the app's
// language (each update says them afresh).
// One description of the widget, drawn either as DOM (document PiP) or onto a canvas (video PiP).
import type { Rating } from '../../../core/posture/types.ts';
import { msg, t } from '../../i18n/index.ts';

export const WIDGET_WIDTH = 220;
export const WIDGET_HEIGHT = 140;

export interface WidgetView {
  score: number;
  rating: Rating;
  active: boolean;
  /** 'Quiet' alert style: the issue the last alert was about, until posture is good. */
  issue?: string | null;
  /** 'Gentle, then louder': a problem has begun; the issue is drawn amber. */
  amber?: boolean;
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
    label: t('POSTURE SCORE'),
    status: v.active ? t('Active') : t('Inactive'),
    score: String(Math.max(0, Math.min(100, Math.floor(v.score)))),
    rating: t(v.rating),
    color: WIDGET_COLORS[v.rating],
    issue: v.issue ? t(v.issue) : '',
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
  if (l.issue) {
    ctx.fillStyle = v.amber ? WIDGET_COLORS.Good : WIDGET_COLORS['Needs Improvement'];
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.fillText(`⚠ ${l.issue}`, 14, 124, WIDGET_WIDTH - 28);
  }
}

/** Document-PiP path: fills the PiP window's body. Plain DOM, so the widget needs no React root. */
export function renderWidgetDom(doc: Document, v: WidgetView): void {
  const l = widgetLines(v);
  let root = doc.getElementById('widget');
  if (!root) {
    doc.title = t('Posture score');
    const style = doc.createElement('style');
    style.textContent = `html,body{margin:0;height:100%;background:${WIDGET_COLORS.bg};color:${WIDGET_COLORS.text};font-family:system-ui,sans-serif}
#widget{box-sizing:border-box;height:100%;padding:12px 14px;display:flex;flex-direction:column;justify-content:space-between}
.top{display:flex;justify-content:space-between;font-size:11px;font-weight:600;letter-spacing:.06em;color:${WIDGET_COLORS.muted}}
.score{font-size:46px;font-weight:700;line-height:1}.rating{font-size:15px;font-weight:600}
.issue{font-size:11px;font-weight:600;color:${WIDGET_COLORS['Needs Improvement']};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`;
    doc.head.append(style);
    root = doc.createElement('div');
    root.id = 'widget';
    root.innerHTML =
      '<div class="top"><span class="label"></span><span class="status"></span></div><div class="score"></div><div class="rating"></div><div class="issue" role="status"></div>';
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
  set(
    '.issue',
    l.issue ? `⚠ ${l.issue}` : '',
    v.amber ? WIDGET_COLORS.Good : WIDGET_COLORS['Needs Improvement'],
  );
}

/** The snooze row (docs/posture-rules.md#alerts) under the document-PiP widget. */
export const SNOOZE_ROW_HEIGHT = 34;
const SNOOZE_BUTTONS = [
  { label: msg('15 min'), ms: 15 * 60_000 },
  { label: msg('30 min'), ms: 30 * 60_000 },
  { label: msg('1 hour'), ms: 60 * 60_000 },
] as const;

/** Adds 'Snooze 15 min / 30 min / 1 hour' buttons (real buttons: keyboard reachable) to the widget. */
export function renderSnoozeRow(doc: Document, onSnooze: (ms: number) => void): void {
  if (doc.getElementById('snooze')) return;
  const row = doc.createElement('div');
  row.id = 'snooze';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', t('Snooze'));
  row.style.cssText = 'display:flex;gap:4px;padding:0 14px 8px;font-size:11px';
  for (const b of SNOOZE_BUTTONS) {
    const btn = doc.createElement('button');
    btn.type = 'button';
    btn.textContent = t('Snooze {duration}', { duration: t(b.label) });
    btn.style.cssText = `flex:1;font:inherit;color:${WIDGET_COLORS.text};background:#1c2540;border:1px solid #33406a;border-radius:4px;padding:3px 2px;cursor:pointer`;
    btn.addEventListener('click', () => onSnooze(b.ms));
    row.append(btn);
  }
  doc.body.append(row);
}
