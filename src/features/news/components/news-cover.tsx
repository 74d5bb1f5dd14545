import type { NewsCover as Cover } from '@/domain/contracts/news';

/**
 * A cover image at its own proportions (width and height given, so its box is reserved before it
 * loads: no layout shift), the rendition the screen needs (`srcset`/`sizes`), lazy unless it is
 * the page's first picture.
 */
export function NewsCover({ cover, sizes, eager = false }: { cover: Cover; sizes: string; eager?: boolean }) {
  return (
    <img
      className="news-cover"
      src={cover.src}
      srcSet={cover.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
