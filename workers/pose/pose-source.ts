// The seam between the frame loop and whatever finds the pose in a frame (docs/testing.md#replay):
// BlazePose (detector-build.ts) in the product, recorded landmarks (replay-source.ts) in e2e
// builds. The shape is pose-detection's own PoseDetector contract, so BlazePose needs no adapter.
import type * as poseDetection from '@tensorflow-models/pose-detection';

export type PoseSource = Pick<poseDetection.PoseDetector, 'estimatePoses' | 'reset' | 'dispose'>;
