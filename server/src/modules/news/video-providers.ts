/** Video hosts an LGU may publish from (NEWS_VIDEO_PROVIDERS), each by its player's origin. */
export const VIDEO_PROVIDERS = {
  // The no-cookie player: no tracking cookie is set before the reader plays the video.
  youtube: {
    origin: 'https://www.youtube-nocookie.com',
    id: (url: URL): string | null => {
      const host = url.hostname.replace(/^(www|m)\./, '');
      if (host === 'youtu.be') return url.pathname.slice(1);
      if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
      if (url.pathname === '/watch') return url.searchParams.get('v');
      return /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
    },
    embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    idPattern: /^[\w-]{11}$/,
  },
  vimeo: {
    origin: 'https://player.vimeo.com',
    id: (url: URL): string | null => {
      const host = url.hostname.replace(/^www\./, '');
      if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
      return /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
    },
    embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    idPattern: /^\d{1,12}$/,
  },
} as const;

export type VideoProvider = keyof typeof VIDEO_PROVIDERS;

export const isVideoProvider = (name: string): name is VideoProvider => name in VIDEO_PROVIDERS;

/** The origins the CSP lets the portal frame for the configured providers. */
export const videoFrameOrigins = (providers: readonly VideoProvider[]): string[] =>
  providers.map((p) => VIDEO_PROVIDERS[p].origin);

/**
 * A video page's player address, when it is a video of one of `providers`; else null. The id is
 * checked against the host's own format, so nothing else from the link reaches the player's URL.
 */
export function videoEmbedUrl(link: string, providers: readonly VideoProvider[]): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  for (const name of providers) {
    const provider = VIDEO_PROVIDERS[name];
    const id = provider.id(url);
    if (id && provider.idPattern.test(id)) return provider.embed(id);
  }
  return null;
}
