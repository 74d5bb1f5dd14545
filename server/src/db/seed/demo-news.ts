import type { Tx } from '../client';
import { newsArticles, type NewsCover } from '../news-schema';

/** A demo cover: renditions under public/images/news/ (made once from vector art, 16:9). */
const cover = (name: string): NewsCover => ({
  src: `/images/news/${name}-1200.webp`,
  width: 1200,
  height: 675,
  sources: [400, 800, 1200].map((width) => ({ url: `/images/news/${name}-${width}.webp`, width })),
});

type DemoItem = Omit<typeof newsArticles.$inferInsert, 'publishedAt'> & { daysAgo: number };

/** The demo newsroom (README, "Demo data"): articles and videos, some featured, in Filipino too. */
export const DEMO_NEWS: DemoItem[] = [
  {
    kind: 'article',
    featured: true,
    daysAgo: 1,
    category: 'Public Works',
    title: 'Market road closed for repairs this week',
    titleFil: 'Sarado ang daan sa palengke ngayong linggo para sa pagkukumpuni',
    summary: 'The road beside the public market is closed from Monday to Friday while it is repaved.',
    summaryFil:
      'Sarado ang daan sa tabi ng pampublikong palengke mula Lunes hanggang Biyernes habang inaayos.',
    body: '## What is closed\n\nThe **market road** from the plaza to the terminal is closed to vehicles from 6 a.m. Monday to 6 p.m. Friday.\n\n## How to get around\n\n- Jeepneys use the river road.\n- Tricycles may drop passengers at the plaza.\n\nPedestrians may still use the sidewalk on the market side.',
    bodyFil:
      '## Ano ang sarado\n\nSarado sa mga sasakyan ang **daan sa palengke** mula sa plaza hanggang terminal mula 6 n.u. Lunes hanggang 6 n.g. Biyernes.\n\n## Paano makakadaan\n\n- Sa daang ilog dadaan ang mga jeep.\n- Maaaring magbaba ng pasahero ang mga traysikel sa plaza.\n\nMaaari pa ring gamitin ng mga naglalakad ang bangketa sa gilid ng palengke.',
    cover: cover('market-road'),
  },
  {
    kind: 'article',
    featured: true,
    daysAgo: 3,
    category: 'Health',
    title: 'Free vaccination drive at every barangay health centre',
    titleFil: 'Libreng bakuna sa bawat barangay health center',
    summary: 'Bring a valid ID and your vaccination card to any barangay health centre on Saturday.',
    summaryFil: 'Magdala ng valid ID at vaccination card sa alinmang barangay health center sa Sabado.',
    body: 'The City Health Office holds a free vaccination drive on Saturday from 8 a.m. to 4 p.m.\n\n1. Bring a valid ID.\n2. Bring your vaccination card, if you have one.\n3. Seniors and persons with disability are served first.',
    bodyFil:
      'May libreng pagbabakuna ang City Health Office sa Sabado mula 8 n.u. hanggang 4 n.h.\n\n1. Magdala ng valid ID.\n2. Dalhin ang vaccination card kung mayroon.\n3. Unang pagsisilbihan ang mga senior at PWD.',
    cover: cover('vaccination-drive'),
  },
  {
    kind: 'article',
    featured: false,
    daysAgo: 6,
    category: 'Treasury',
    title: 'Pay your business tax online before January 20',
    titleFil: 'Bayaran online ang buwis sa negosyo bago mag-Enero 20',
    summary: 'Business tax paid through the portal before January 20 carries no surcharge.',
    summaryFil: 'Walang multa ang buwis sa negosyo na binayaran sa portal bago mag-Enero 20.',
    body: 'Look up your bill under **E-Government → Business Tax**, pay by card, e-wallet or online banking, and download your e-receipt from the transaction history.',
    bodyFil: null,
    cover: cover('tax-deadline'),
  },
  {
    kind: 'video',
    featured: true,
    daysAgo: 2,
    category: 'City Hall',
    title: 'A tour of the new city hall',
    titleFil: 'Paglilibot sa bagong city hall',
    summary: 'Where each office is, from the treasury counters to the civil registry.',
    summaryFil: 'Kung nasaan ang bawat tanggapan, mula sa treasury hanggang civil registry.',
    body: 'The treasury is on the ground floor; the civil registry and the business permits office are on the second floor.',
    bodyFil:
      'Nasa unang palapag ang treasury; nasa ikalawang palapag ang civil registry at ang tanggapan ng business permit.',
    cover: cover('city-hall-tour'),
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    kind: 'video',
    featured: false,
    daysAgo: 9,
    category: 'Disaster Preparedness',
    title: 'Flood safety: what to prepare before the rains',
    titleFil: 'Kaligtasan sa baha: ihanda bago umulan',
    summary: 'A go-bag, your barangay evacuation centre and the hotline numbers.',
    summaryFil: 'Go-bag, evacuation center ng inyong barangay at mga hotline.',
    body: 'Keep a go-bag with water, food for three days, a flashlight, medicines and copies of your IDs.',
    bodyFil: null,
    cover: cover('flood-safety'),
    videoUrl: 'https://www.youtube.com/watch?v=YE7VzlLtp-4',
  },
];

/** Inserts the demo news, dated the days before the seed ran. */
export async function seedDemoNews(tx: Tx, now = new Date()) {
  await tx.insert(newsArticles).values(
    DEMO_NEWS.map(({ daysAgo, ...item }) => ({
      ...item,
      publishedAt: new Date(now.getTime() - daysAgo * 86_400_000),
    })),
  );
}
