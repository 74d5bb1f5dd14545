import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewsArticle } from '@/domain/contracts/news';
import { VideoPlayer } from './video-player';

const video = (embed: string | null): NewsArticle['attributes'] => ({
  kind: 'video',
  title: 'City hall tour',
  summary: 's',
  category: 'City Hall',
  featured: false,
  published_at: '2026-11-20T01:00:00Z',
  cover: { src: '/c-800.webp', width: 800, height: 450, sources: [{ url: '/c-800.webp', width: 800 }] },
  video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  video_embed_url: embed,
  body: '',
});

afterEach(cleanup);

describe('VideoPlayer', () => {
  it('shows only the portal’s poster until Play is pressed, then the host’s player', async () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0';
    const { container } = render(<VideoPlayer video={video(embed)} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/c-800.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Play video: City hall tour' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(embed);
    expect(frame?.getAttribute('title')).toBe('City hall tour');
  });

  it('links to the video’s site when its host is not allowed in the page', () => {
    render(<VideoPlayer video={video(null)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: "Watch on the video's site" }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  });
});
