import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TONE_SECONDS, toneWav } from './sound.ts';

describe('toneWav', () => {
  it('is a mono 16-bit PCM WAV of the tone, silent at both ends, at most 0.2 of full scale', () => {
    const buf = toneWav();
    const v = new DataView(buf);
    const ascii = (at: number, n: number) => String.fromCharCode(...new Uint8Array(buf, at, n));
    expect(ascii(0, 4)).toBe('RIFF');
    expect(ascii(8, 8)).toBe('WAVEfmt ');
    expect(v.getUint16(20, true)).toBe(1); // PCM
    expect(v.getUint16(22, true)).toBe(1); // mono
    const rate = v.getUint32(24, true);
    expect(v.getUint16(34, true)).toBe(16);
    expect(ascii(36, 4)).toBe('data');
    const samples = new Int16Array(buf.slice(44));
    expect(samples.length / rate).toBeCloseTo(TONE_SECONDS, 3);
    expect(v.getUint32(40, true)).toBe(samples.length * 2);
    expect(v.getUint32(4, true)).toBe(buf.byteLength - 8);
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak / 32767).toBeGreaterThan(0.19);
    expect(peak / 32767).toBeLessThanOrEqual(0.2);
    // The ramps: no click at either end.
    expect(Math.abs(samples[0]!)).toBe(0);
    expect(Math.abs(samples.at(-1)!)).toBe(0);
    // 660 Hz: zero crossings over the tone.
    let crossings = 0;
    for (let i = 1; i < samples.length; i++)
      if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
    expect(crossings / 2 / TONE_SECONDS).toBeGreaterThan(640);
    expect(crossings / 2 / TONE_SECONDS).toBeLessThan(680);
  });
});

// The <audio> element does not exist in Node: a stand-in that records what the module does.
class FakeAudio {
  static made: FakeAudio[] = [];
  paused = true;
  muted = false;
  currentTime = 0;
  preload = '';
  plays: boolean[] = [];
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  play() {
    this.plays.push(this.muted);
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

const g = globalThis as Record<string, unknown>;

describe('the alert tone plays from an <audio> element, unlocked in the Start click', () => {
  beforeEach(() => {
    FakeAudio.made = [];
    g.Audio = FakeAudio;
    vi.resetModules();
  });
  afterEach(() => {
    delete g.Audio;
  });

  it('the click plays it once muted and rewinds it; an alert plays it aloud from the start', async () => {
    const sound = await import('./sound.ts');
    sound.unlockAlertAudio();
    const a = FakeAudio.made[0]!;
    expect(a.src).toMatch(/^blob:/);
    expect(a.plays).toEqual([true]);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(a.paused).toBe(true);
    expect(a.muted).toBe(false);
    a.currentTime = 0.2;
    expect(sound.playAlertTone()).toBe(true);
    expect(a.plays).toEqual([true, false]);
    expect(a.currentTime).toBe(0);
    expect(FakeAudio.made).toHaveLength(1); // one element, one WAV
  });

  it('without an audio element an alert says it could not play', async () => {
    delete g.Audio;
    const sound = await import('./sound.ts');
    sound.unlockAlertAudio();
    expect(sound.playAlertTone()).toBe(false);
  });
});
