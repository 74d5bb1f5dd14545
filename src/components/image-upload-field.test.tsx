import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { ImageUploadField } from './image-upload-field';

const INVALID = 'File size is too large or file format is invalid.';
const png = () => new File(['x'], 'photo.png', { type: 'image/png' });

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<void>;

function renderField(upload: Upload, error?: string) {
  render(<ImageUploadField id="pic" label="Picture" hint="A clear picture." error={error} upload={upload} />);
  return screen.getByLabelText<HTMLInputElement>('Picture');
}

/** An upload that stays in flight until the test settles it. */
function pendingUpload() {
  let report: (percent: number) => void = () => undefined;
  let settle: { resolve: () => void; reject: (err: unknown) => void } | undefined;
  const upload = vi.fn<Upload>(
    (_file, onProgress) =>
      new Promise<void>((resolve, reject) => {
        report = onProgress;
        settle = { resolve, reject };
      }),
  );
  return {
    upload,
    progress: (percent: number) => act(() => report(percent)),
    finish: () => act(async () => settle?.resolve()),
    fail: (err: unknown) => act(async () => settle?.reject(err)),
  };
}

describe('ImageUploadField', () => {
  it('describes the field with its hint and the accepted types and size', () => {
    const input = renderField(vi.fn<Upload>());
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png');
    expect(input.getAttribute('aria-describedby')).toBe('pic-hint');
    expect(document.getElementById('pic-hint')?.textContent).toBe(
      'A clear picture. JPEG or PNG, up to 5 MB.',
    );
  });

  it('refuses a file that is not a JPEG or PNG, or too large, before sending it', async () => {
    const upload = vi.fn<Upload>();
    const input = renderField(upload);
    await userEvent.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pic-hint pic-error');
    const big = png();
    Object.defineProperty(big, 'size', { value: 5 * 1_048_576 + 1 });
    await userEvent.upload(input, big);
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress and keeps the input off while the file is sending', async () => {
    const pending = pendingUpload();
    const input = renderField(pending.upload);
    await userEvent.upload(input, png());
    expect(pending.upload).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
    expect(screen.getByRole('status').textContent).toBe('Uploading… 0%');
    expect(input.disabled).toBe(true);
    pending.progress(40);
    expect(screen.getByRole('status').textContent).toBe('Uploading… 40%');
    await pending.finish();
    expect(screen.queryByRole('status')).toBeNull();
    expect(input.disabled).toBe(false);
    expect(input.value).toBe('');
  });

  it("shows the server's message for the file, or its general message, under the field", async () => {
    const pending = pendingUpload();
    const input = renderField(pending.upload);
    await userEvent.upload(input, png());
    await pending.fail(new ApiError('Upload refused', 422, { file: 'The file must be an image.' }));
    expect(screen.getByText('The file must be an image.')).toBeTruthy();
    await userEvent.upload(input, png());
    await pending.fail(new ApiError('Too many requests', 429));
    expect(screen.getByText('Too many requests')).toBeTruthy();
    await userEvent.upload(input, png());
    await pending.fail(new Error('parse failed'));
    expect(screen.getByText(INVALID)).toBeTruthy();
  });

  it("shows the form's message until an upload fails, and clears a failure on the next file", async () => {
    const pending = pendingUpload();
    const input = renderField(pending.upload, 'Photo is required');
    expect(screen.getByText('Photo is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.queryByText('Photo is required')).toBeNull();
    await userEvent.upload(input, png());
    expect(screen.queryByText(INVALID)).toBeNull();
    await pending.finish();
  });
});
