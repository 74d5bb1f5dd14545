import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoFrameOrigins } from './video-providers';

describe('video links', () => {
  it("turns a configured host's video page into its player address", () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedUrl(link, ['youtube']), link).toBe(embed);
    }
    expect(videoEmbedUrl('https://vimeo.com/76979871', ['vimeo'])).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('refuses a host the LGU did not configure, plain http and ids that are not ids', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871', ['youtube'])).toBeNull();
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ', ['youtube'])).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=x"><script>', ['youtube'])).toBeNull();
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ', ['youtube', 'vimeo'])).toBeNull();
    expect(videoEmbedUrl('not a link', ['youtube'])).toBeNull();
  });

  it('lets the CSP frame only the configured players', () => {
    expect(videoFrameOrigins(['youtube'])).toEqual(['https://www.youtube-nocookie.com']);
    expect(videoFrameOrigins([])).toEqual([]);
  });
});
