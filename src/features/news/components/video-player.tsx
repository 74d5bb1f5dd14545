import '../news.css';
import { useState } from 'react';
import { ARTICLE_COVER_SIZES, type NewsArticle } from '@/domain/contracts/news';
import { useMessages } from '@/lib/i18n/use-messages';
import { newsMessages } from '../news-messages';
import { NewsCover } from './news-cover';

/**
 * A video that loads nothing from its host until the reader presses play: until then the poster
 * is the portal's own cover image, so opening the page costs no data and sets no host cookie.
 * The player then starts in the same box (no layout shift).
 */
export function VideoPlayer({ video }: { video: NewsArticle['attributes'] }) {
  const t = useMessages(newsMessages);
  const [playing, setPlaying] = useState(false);
  const { cover, video_embed_url: embed, video_url: link, title } = video;
  if (playing && embed) {
    return (
      <div className="news-video">
        <iframe
          src={embed}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="news-video">
      {cover ? <NewsCover cover={cover} sizes={ARTICLE_COVER_SIZES} eager /> : null}
      {embed ? (
        <button type="button" className="news-play" onClick={() => setPlaying(true)}>
          <span className="news-play-icon" aria-hidden="true" />
          <span className="visually-hidden">{t('play', { title })}</span>
        </button>
      ) : link ? (
        // A host the LGU no longer allows in the page: the reader can still watch it there.
        <a className="button news-watch" href={link} rel="noopener noreferrer">
          {t('watchAt')}
        </a>
      ) : null}
    </div>
  );
}
