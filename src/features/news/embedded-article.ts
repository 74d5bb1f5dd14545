import * as v from 'valibot';
import { newsArticle } from '@/domain/contracts/news';
import { embeddedData } from './embedded-data';

/** The article the first HTML carried (`#bayan-article`, English) when it is the one asked for. */
export function embeddedArticle(id: string, now = Date.now()): v.InferOutput<typeof newsArticle> | null {
  const parsed = v.safeParse(newsArticle, embeddedData('bayan-article', now));
  return parsed.success && parsed.output.data.id === id ? parsed.output : null;
}
