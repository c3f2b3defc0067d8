// The figures the browser benches report (bench/README.md's keys): a sample's median and 95th
// percentile, and rounding to whole, tenth and thousandth parts.
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
export const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]! : NaN;
};
export const r0 = (x: number) => Math.round(x);
export const r1 = (x: number) => Math.round(x * 10) / 10;
export const r3 = (x: number) => Math.round(x * 1000) / 1000;
