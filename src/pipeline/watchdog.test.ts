import { describe, expect, it } from 'vitest';
import { createRestartBudget } from './restart-policy.ts';
import { createWatchdog } from './watchdog.ts';

// The watchdog's decisions at given times (check(t) is what its timer calls); no waiting.
function setup(arriving = true) {
  let t = 0;
  const events: string[] = [];
  const dog = createWatchdog({
    framesArriving: () => arriving,
    onStall: () => events.push(`stall@${t}`),
    onResume: (gap) => events.push(`resume ${gap}`),
    now: () => t,
  });
  const at = (ms: number) => {
    t = ms;
    dog.check(ms);
  };
  const feed = (ms: number) => {
    t = ms;
    dog.fed();
  };
  return { dog, events, at, feed, set: (ms: number) => (t = ms) };
}

describe('watchdog', () => {
  it('no result for 3 s while frames arrive is a stall, reported once', () => {
    const { dog, events, at, feed } = setup();
    dog.arm();
    for (let ms = 500; ms <= 2500; ms += 500) at(ms);
    feed(2600);
    for (let ms = 3000; ms <= 7000; ms += 500) at(ms);
    expect(events).toEqual(['stall@6000']);
    dog.unwatch();
  });

  it('without frames nothing is expected, so nothing stalls', () => {
    const { dog, events, at } = setup(false);
    dog.arm();
    for (let ms = 500; ms <= 10_000; ms += 500) at(ms);
    expect(events).toEqual([]);
    dog.unwatch();
  });

  it('a late tick (a frozen page, a sleeping machine) is a resume, not a stall', () => {
    const { dog, events, at } = setup();
    dog.arm();
    at(500);
    at(60_500);
    at(61_000);
    expect(events).toEqual(['resume 60000']);
    dog.unwatch();
  });
});

describe('restart budget', () => {
  it('allows 3 restarts a minute, then refuses until the minute has passed or Retry', () => {
    const b = createRestartBudget();
    expect([b.take(0), b.take(10_000), b.take(20_000), b.take(30_000)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(b.take(60_001)).toBe(true);
    b.reset();
    expect(b.take(60_002)).toBe(true);
  });
});
