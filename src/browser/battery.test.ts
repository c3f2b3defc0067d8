import { describe, expect, it, vi } from 'vitest';
import { batteryLowPower, watchBattery, type BatteryLike } from './battery.ts';

/** A fake BatteryManager: `charging` and its chargingchange event, nothing else. */
function fakeBattery(charging: boolean) {
  const listeners = new Set<() => void>();
  const b = {
    charging,
    addEventListener: (_: 'chargingchange', fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: 'chargingchange', fn: () => void) => void listeners.delete(fn),
    plug(on: boolean) {
      b.charging = on;
      for (const fn of listeners) fn();
    },
    listeners,
  };
  return b satisfies BatteryLike;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('low power on battery (mocked battery)', () => {
  it('comes on when the laptop runs on battery and the setting is on', () => {
    expect(batteryLowPower(fakeBattery(false), true)).toBe(true);
    expect(batteryLowPower(fakeBattery(true), true)).toBe(false);
  });

  it('stays off with the setting off, and where no battery can be read', () => {
    expect(batteryLowPower(fakeBattery(false), false)).toBe(false);
    expect(batteryLowPower(null, true)).toBe(false);
  });

  it('follows plugging in and out, and stops listening when stopped', async () => {
    const b = fakeBattery(true);
    const onChange = vi.fn();
    const watch = watchBattery(onChange, () => Promise.resolve(b));
    expect(watch.battery).toBeNull();
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(batteryLowPower(watch.battery, true)).toBe(false);
    b.plug(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(batteryLowPower(watch.battery, true)).toBe(true);
    watch.stop();
    expect(b.listeners.size).toBe(0);
  });

  it('takes a browser that refuses the battery as plugged in', async () => {
    const onChange = vi.fn();
    const watch = watchBattery(onChange, () => Promise.reject(new Error('not allowed')));
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(batteryLowPower(watch.battery, true)).toBe(false);
  });
});
