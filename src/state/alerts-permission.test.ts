// docs/decisions.md#notification-permission: the browser is asked on the first Start click, never on load.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  askNotificationPermission,
  askNotificationPermissionOnStart,
  resetNotificationAsk,
} from './alerts.ts';

let requestPermission: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetNotificationAsk();
  requestPermission = vi.fn(async () => 'granted');
  // A stand-in for the browser's Notification: permission not decided yet.
  const FakeNotification = Object.assign(function () {}, {
    permission: 'default',
    requestPermission,
  });
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

describe('notification permission is asked on the first Start click', () => {
  test('before Start, an ask (page load, settings toggle) only reads the permission', async () => {
    expect(await askNotificationPermission()).toBe('default');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  test('the Start click asks when notifications are on; later asks go to the browser', async () => {
    expect(await askNotificationPermissionOnStart(true)).toBe('granted');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await askNotificationPermission();
    expect(requestPermission).toHaveBeenCalledTimes(2);
  });

  test('with notifications off in the settings, Start does not ask', async () => {
    expect(await askNotificationPermissionOnStart(false)).toBe('default');
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
