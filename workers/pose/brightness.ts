// Mean luma of a frame (0..1), for calibration's 'too dark' reason
// (docs/posture-rules.md#calibration). The frame is scaled down to a 16x12 thumbnail on an
// OffscreenCanvas, so this reads 192 pixels, not a whole frame; it runs only while calibration
// waits for a person.
const W = 16;
const H = 12;
let ctx: OffscreenCanvasRenderingContext2D | null = null;

export function meanLuma(frame: CanvasImageSource): number | null {
  try {
    ctx ??= new OffscreenCanvas(W, H).getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(frame, 0, 0, W, H);
    const px = ctx.getImageData(0, 0, W, H).data;
    let sum = 0;
    // Rec. 601 luma weights.
    for (let i = 0; i < px.length; i += 4)
      sum += 0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!;
    return sum / (W * H) / 255;
  } catch {
    return null;
  }
}
