// docs/constants.md#timing: the alert sound is a 0.3 s tone, made in the page (no audio file to load)
// and played by an <audio> element.
//
// Why not Web Audio, as before: the first AudioContext a page makes waits for the audio output on
// the main thread (336 ms in headless Chromium here, almost no CPU spent). Made in the Start click
// it was that click's long task (209-216 ms in each of three traces, docs/decisions.md#long-tasks);
// made while the page was idle, Lighthouse's /app performance fell from 99 to 77 (total blocking
// time 84 -> 471 ms). A media element opens its output off the main thread: its first play() took
// under 1 ms here, with no long task.

export const TONE_SECONDS = 0.3;
const TONE_HZ = 660;
const RATE = 22050;
const GAIN = 0.2;

/** A mono 16-bit WAV of a sine tone whose envelope ramps in and out so it does not click. */
export function toneWav(seconds = TONE_SECONDS, hz = TONE_HZ, rate = RATE): ArrayBuffer {
  const n = Math.round(seconds * rate);
  const buf = new ArrayBuffer(44 + n * 2);
  const v = new DataView(buf);
  const ascii = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(at + i, s.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + n * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true); // PCM header size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); // bytes a second
  v.setUint16(32, 2, true); // bytes a frame
  v.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  v.setUint32(40, n * 2, true);
  const rampIn = 0.02 * rate;
  const rampOut = 0.05 * rate;
  for (let i = 0; i < n; i++) {
    const env = Math.min(1, i / rampIn, (n - 1 - i) / rampOut);
    const x = Math.sin((2 * Math.PI * hz * i) / rate) * GAIN * env;
    v.setInt16(44 + i * 2, Math.round(x * 32767), true);
  }
  return buf;
}

let audio: HTMLAudioElement | null = null;

function element(): HTMLAudioElement | null {
  if (audio) return audio;
  if (typeof Audio === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(new Blob([toneWav()], { type: 'audio/wav' }));
  audio = new Audio(url);
  audio.preload = 'auto';
  return audio;
}

/**
 * Call it from a user gesture such as Start Tracking: the element is made and, muted, played once,
 * which is what lets a later alert play it without a gesture (Safari asks for that; Chromium lets
 * a page that was clicked play sound).
 */
export function unlockAlertAudio(): void {
  try {
    const a = element();
    if (!a || !a.paused) return;
    a.muted = true;
    void a
      .play()
      .then(() => {
        a.pause();
        a.currentTime = 0;
      })
      .catch(() => undefined)
      .finally(() => (a.muted = false));
  } catch (e) {
    console.warn('[alerts] audio is unavailable', e);
  }
}

/**
 * Plays the tone from its start. Returns false (and logs) when the browser has no audio element or
 * refuses to play; alerts then stay visual.
 */
export function playAlertTone(): boolean {
  try {
    const a = element();
    if (!a) return false;
    a.muted = false;
    a.currentTime = 0;
    void a.play().catch((e: unknown) => console.warn('[alerts] could not play the alert tone', e));
    return true;
  } catch (e) {
    console.warn('[alerts] could not play the alert tone', e);
    return false;
  }
}
