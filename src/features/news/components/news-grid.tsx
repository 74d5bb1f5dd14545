import type { NewsItem } from '@/domain/contracts/news';
import { NewsCard } from './news-card';

/** Items as a grid of cards; the first cover loads at once when it is the page's first picture. */
export function NewsGrid({
  items,
  label,
  eagerFirst = false,
}: {
  items: NewsItem[];
  label: string;
  eagerFirst?: boolean;
}) {
  return (
    <ul className="news-grid" aria-label={label}>
      {items.map((item, i) => (
        <NewsCard key={item.id} item={item} eager={eagerFirst && i === 0} />
      ))}
    </ul>
  );
}
