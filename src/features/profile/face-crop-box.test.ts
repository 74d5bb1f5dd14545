import { describe, expect, it } from 'vitest';
import { faceCropBox } from './face-crop-box';

describe('faceCropBox', () => {
  it('cuts a square twice the face, the face centred across and a little above the middle', () => {
    // A 1200 × 1600 portrait, the face 300 px wide at the middle.
    const box = faceCropBox({ width: 1200, height: 1600 }, { x: 450, y: 500, width: 300, height: 360 });
    expect(box).toEqual({ x: 240, y: 392, size: 720 });
    const faceMiddle = 500 + 360 / 2;
    // The face's middle is 10 % of the side above the square's middle.
    expect(((box?.y ?? 0) + (box?.size ?? 0) / 2 - faceMiddle) / (box?.size ?? 1)).toBeCloseTo(0.1);
  });

  it('moves the square inside the photo rather than cutting it short', () => {
    expect(faceCropBox({ width: 800, height: 600 }, { x: 10, y: 5, width: 100, height: 100 })).toEqual({
      x: 0,
      y: 0,
      size: 200,
    });
    expect(faceCropBox({ width: 800, height: 600 }, { x: 700, y: 500, width: 100, height: 100 })).toEqual({
      x: 600,
      y: 400,
      size: 200,
    });
  });

  it('is no larger than the shorter side when the face fills the photo', () => {
    expect(faceCropBox({ width: 640, height: 480 }, { x: 120, y: 40, width: 400, height: 420 })).toEqual({
      x: 80,
      y: 0,
      size: 480,
    });
  });

  it('takes no box that is not a face', () => {
    expect(faceCropBox({ width: 640, height: 480 }, { x: 10, y: 10, width: 0, height: 50 })).toBeNull();
    expect(faceCropBox({ width: 640, height: 480 }, { x: 900, y: 10, width: 50, height: 50 })).toBeNull();
  });
});
