// Invalid nested shapes for the two endpoints whose bodies nest: the data point array (empty, over
// 10, a point missing a field or holding a wrong type, good time over the duration) and the
// session settings (missing key, out-of-range values, a time zone that does not exist).
import fc from 'fast-check';

export function nestedBad(
  name: string,
  body: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> | null {
  if (name === 'data points') {
    const p = (body.data_points as Record<string, unknown>[])[0]!;
    const point = (i: number) => ({
      ...p,
      timestamp: new Date(Date.parse('2026-03-10T13:00:00Z') + i * 60_000).toISOString(),
    });
    return fc.oneof(
      fc.constant({ data_points: [] }),
      fc
        .integer({ min: 11, max: 40 })
        .map((n) => ({ data_points: Array.from({ length: n }, (_, i) => point(i)) })),
      fc.constantFrom(...Object.keys(p)).map((k) => ({
        data_points: [Object.fromEntries(Object.entries(p).filter(([x]) => x !== k))],
      })),
      fc
        .record({
          k: fc.constantFrom(...Object.keys(p)),
          v: fc.jsonValue({ maxDepth: 1 }).filter((v) => typeof v !== 'number'),
        })
        .map(({ k, v }) => ({
          data_points: [{ ...p, [k]: k === 'timestamp' && typeof v === 'string' ? `x${v}` : v }],
        })),
      fc
        .double({ min: 61.5, max: 1e6, noNaN: true })
        .map((g) => ({ data_points: [{ ...p, good_posture_seconds: g }] })),
    );
  }
  if (name === 'start session') {
    const s = body.settings as Record<string, unknown>;
    return fc.oneof(
      fc.constantFrom(...Object.keys(s)).map((k) => ({
        ...body,
        settings: Object.fromEntries(Object.entries(s).filter(([x]) => x !== k)),
      })),
      fc
        .oneof(fc.integer({ max: 0 }), fc.integer({ min: 11 }), fc.constant(5.5), fc.constant('5'))
        .map((v) => ({ ...body, settings: { ...s, sensitivity: v } })),
      fc
        .oneof(fc.integer({ max: 4 }), fc.integer({ min: 61 }))
        .map((v) => ({ ...body, settings: { ...s, alert_frequency: v } })),
      fc
        .jsonValue()
        .filter((v) => typeof v !== 'boolean')
        .map((v) => ({ ...body, settings: { ...s, audio_alert: v } })),
      fc
        .string({ minLength: 1, maxLength: 64 })
        .filter((z) => !/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(z))
        .map((z) => ({ ...body, time_zone: `${z}/\u0000` })),
    );
  }
  return null;
}
