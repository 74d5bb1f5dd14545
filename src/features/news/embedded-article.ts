import * as v from 'valibot';
import { newsArticle } from '@/domain/contracts/news';

type Article = v.InferOutput<typeof newsArticle>;

// Read from the page once; good for the first render only (React may run an effect twice).
const FRESH_FOR_MS = 10_000;
let taken: { article: Article | null; at: number } | undefined;

function read(): Article | null {
  const block = document.getElementById('bayan-article');
  block?.remove();
  try {
    const parsed = v.safeParse(newsArticle, JSON.parse(block?.textContent || 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The article the first HTML carried (`#bayan-article`, English), when it is the one asked for
 * within seconds of the page loading: a shared link then paints without a second round trip.
 * Later (another visit in the same tab, a language switch) the API's answer is the fresh one.
 */
export function embeddedArticle(id: string, now = Date.now()): Article | null {
  taken ??= { article: read(), at: now };
  if (now - taken.at > FRESH_FOR_MS) return null;
  return taken.article?.data.id === id ? taken.article : null;
}
