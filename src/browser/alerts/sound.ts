// docs/constants.md#timing: the alert sound is a 0.3 s tone, made with Web Audio (no audio file to load).

export const TONE_SECONDS = 0.3;
const TONE_HZ = 660;

type AudioContextCtor = typeof AudioContext;

let ctx: AudioContext | null = null;

function audioContextCtor(): AudioContextCtor | null {
  const g = globalThis as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

/**
 * Creates (or resumes) the audio context. Call it from a user gesture such as Start Tracking:
 * browsers start a context made without one suspended, and creating it can take a few hundred ms,
 * which should not land on the first alert.
 */
export function unlockAlertAudio(): void {
  const Ctor = audioContextCtor();
  if (!Ctor) return;
  try {
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch (e) {
    console.warn('[alerts] audio is unavailable', e);
  }
}

/**
 * Plays a soft sine tone. The envelope ramps in and out over a few ms so the tone does not click.
 * Returns false (and logs) when Web Audio is missing or refuses; alerts then stay visual.
 */
export function playAlertTone(seconds = TONE_SECONDS, hz = TONE_HZ): boolean {
  const Ctor = audioContextCtor();
  if (!Ctor) return false;
  try {
    ctx ??= new Ctor();
    // Autoplay policy: a context made before a user gesture starts suspended.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const t0 = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(hz, t0);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.2, t0 + 0.02);
    gain.gain.setValueAtTime(0.2, t0 + seconds - 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + seconds);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + seconds);
    osc.onended = () => {
      osc.disconnect();
      gain.disconnect();
    };
    return true;
  } catch (e) {
    console.warn('[alerts] could not play the alert tone', e);
    return false;
  }
}
