import { afterEach, expect, test } from 'vitest';
import { TOAST_LIMIT, toast, toastQueue } from './toasts.ts';

afterEach(() => toastQueue.clear());

test('the stack holds up to 20 toasts, newest on top', () => {
  for (let i = 1; i <= 25; i++) toast.info(`toast ${i}`);
  const shown = toastQueue.visibleToasts.map((t) => t.content.message);
  expect(TOAST_LIMIT).toBe(20);
  expect(shown).toHaveLength(20);
  expect(shown[0]).toBe('toast 25');
  expect(shown[19]).toBe('toast 6');
});
