import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoUpload } from './photo-upload';

const PHOTO = '/api/v1/taxpayers/uploads/2b1c3d4e-0000-4000-8000-000000000001';

describe('PhotoUpload', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const createObjectURL = vi.fn(() => 'blob:photo-1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    localStorage.setItem('token', 'tok-photo');
    fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fetches the uploaded photo with the session and shows it from memory', async () => {
    const { unmount } = render(<PhotoUpload value={PHOTO} onChange={() => undefined} />);
    const img = await screen.findByRole('img', { name: 'Your current profile' });
    expect(img.getAttribute('src')).toBe('blob:photo-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(PHOTO);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-photo');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });

  it('shows no image when the photo cannot be read', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'File not found', errors: [] }), { status: 404 }),
    );
    render(<PhotoUpload value={PHOTO} onChange={() => undefined} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Photo')).toBeTruthy();
  });
});
