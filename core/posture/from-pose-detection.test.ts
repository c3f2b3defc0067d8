import { describe, expect, it } from 'vitest';
import { toPoseFrame } from './from-pose-detection.ts';

describe('toPoseFrame (pose-detection keypoints to the engine frame)', () => {
  const pose = {
    keypoints: [
      { x: 10, y: 20, z: -190000, score: 0.9, name: 'nose' },
      { x: 1, y: 2 },
    ],
    keypoints3D: [
      { x: 0.1, y: -0.5, z: -0.2, score: 0.9, name: 'nose' },
      { x: 0, y: 0, z: 0 },
    ],
  };
  it('maps score to visibility, drops the 2D z, keeps keypoints3D z as worldLandmarks', () => {
    expect(toPoseFrame(pose, 640, 480, 123)).toEqual({
      landmarks: [
        { x: 10, y: 20, visibility: 0.9, name: 'nose' },
        { x: 1, y: 2 },
      ],
      worldLandmarks: [
        { x: 0.1, y: -0.5, z: -0.2, visibility: 0.9, name: 'nose' },
        { x: 0, y: 0, z: 0 },
      ],
      width: 640,
      height: 480,
      timestamp: 123,
    });
  });
  it('omits worldLandmarks without keypoints3D', () => {
    expect(toPoseFrame({ keypoints: pose.keypoints }, 640, 480, 0)).not.toHaveProperty(
      'worldLandmarks',
    );
    expect(
      toPoseFrame({ keypoints: pose.keypoints, keypoints3D: [] }, 640, 480, 0),
    ).not.toHaveProperty('worldLandmarks');
  });
});
