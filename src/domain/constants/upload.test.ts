import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, isAcceptedUpload } from './upload';

describe('upload limits', () => {
  it('counts 5 MB as 5 × 1,048,576 bytes', () => expect(UPLOAD_MAX_BYTES).toBe(5_242_880));

  it('accepts JPEG and PNG up to the limit', () => {
    expect(isAcceptedUpload({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBe(true);
    expect(isAcceptedUpload({ type: 'image/png', size: 1 })).toBe(true);
  });

  it('refuses other types, empty files and one byte over', () => {
    expect(isAcceptedUpload({ type: 'image/gif', size: 10 })).toBe(false);
    expect(isAcceptedUpload({ type: 'image/png', size: 0 })).toBe(false);
    expect(isAcceptedUpload({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(false);
  });
});
