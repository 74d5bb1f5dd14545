import { describe, expect, it } from 'vitest';
import { landingPrerender } from './landing-prerender';

const cms = {
  data: [
    {
      attributes: {
        type: 'VARIABLES',
        body: JSON.stringify({ TITLE_SITE: 'City <b>Portal</b>', TAG_LINE: 'Pay "here"' }),
      },
    },
  ],
};
const services = {
  data: [
    { attributes: { name: 'E-News', description: 'News', photo: null, sequence: 2, status: 1 } },
    {
      attributes: {
        name: 'E-Government',
        description: 'Pay & apply',
        photo: '/g.svg',
        sequence: 1,
        status: 1,
      },
    },
    {
      attributes: {
        name: 'E-Wallet',
        description: 'Hidden on the login screen',
        photo: null,
        sequence: 3,
        status: 1,
      },
    },
    { attributes: { name: 'E-Old', description: 'Off', photo: null, sequence: 4, status: 0 } },
  ],
};

describe('landingPrerender', () => {
  it('renders the title and the login-screen services in sequence, escaped', () => {
    const html = landingPrerender(cms, services);
    expect(html).toContain('<h1>City &#60;b&#62;Portal&#60;/b&#62;</h1>');
    expect(html).toContain('<p class="lead">Pay &#34;here&#34;</p>');
    expect(html.indexOf('E-Government')).toBeLessThan(html.indexOf('E-News'));
    expect(html).toContain('Pay &#38; apply');
    expect(html).not.toContain('E-Wallet');
    expect(html).not.toContain('E-Old');
  });
});
