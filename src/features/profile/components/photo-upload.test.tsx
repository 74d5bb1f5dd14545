import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/stores/toasts';
import { PhotoUpload } from './photo-upload';

// The browser's face detector and canvas are the crop's (crop-to-face.ts, the face-crop journey);
// here, what the form does with each outcome.
const face = vi.hoisted(() => ({ available: vi.fn(() => false), crop: vi.fn() }));
vi.mock('../crop-to-face', () => ({ faceCropAvailable: face.available, cropToFace: face.crop }));
const sent = vi.hoisted(() => vi.fn((_file: File) => Promise.resolve('/api/v1/taxpayers/uploads/new')));
vi.mock('../api/upload-photo', () => ({ uploadPhoto: sent }));

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

describe('PhotoUpload: the crop to the face', () => {
  const chosen = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  const toasts = () => useToasts.getState().toasts.map((t) => t.message);
  beforeEach(() => {
    face.available.mockReturnValue(true);
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => {
    face.available.mockReturnValue(false);
    face.crop.mockReset();
    sent.mockClear();
  });

  it('is offered only where the browser can find a face', () => {
    face.available.mockReturnValue(false);
    const { unmount } = render(<PhotoUpload value="" onChange={() => undefined} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    face.available.mockReturnValue(true);
    render(<PhotoUpload value="" onChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'Crop the photo to my face automatically' });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('sends the photo cut to the face', async () => {
    const cropped = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    face.crop.mockResolvedValue({ ok: true, file: cropped });
    const onChange = vi.fn();
    render(<PhotoUpload value="" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), chosen);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/v1/taxpayers/uploads/new'));
    expect(face.crop).toHaveBeenCalledWith(chosen);
    expect(sent.mock.calls[0]?.[0]).toBe(cropped);
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['no-face', 'Unable to crop automatically. No face detected.'],
    ['error', 'Unable to crop automatically. Crop error!'],
  ])('sends the photo as chosen when it cannot be cut (%s), and says why', async (reason, said) => {
    face.crop.mockResolvedValue({ ok: false, reason });
    const onChange = vi.fn();
    render(<PhotoUpload value="" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photo'), chosen);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[0]).toBe(chosen);
    expect(toasts()).toEqual([said]);
  });

  it('sends the photo as chosen when the person unticks the crop', async () => {
    const onChange = vi.fn();
    render(<PhotoUpload value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Crop the photo to my face automatically' }));
    await userEvent.upload(screen.getByLabelText('Photo'), chosen);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(face.crop).not.toHaveBeenCalled();
    expect(sent.mock.calls[0]?.[0]).toBe(chosen);
  });
});
