import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_CMS } from './demo-content';
import { DEMO_MODULES } from './demo-modules';

const glyphOf = (icon: string) =>
  /<text[^>]*>([^<]+)<\/text>/.exec(readFileSync(`public/images/icons/${icon}.svg`, 'utf8'))?.[1];

describe('the demo module catalogue', () => {
  it('gives every module an icon of its own, so no two look alike in Select Transaction', () => {
    const icons = DEMO_MODULES.map((m) => m.icon);
    expect(new Set(icons).size).toBe(icons.length);
    const glyphs = icons.map(glyphOf);
    expect(glyphs.every(Boolean)).toBe(true);
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it('lists each icon in the site content', () => {
    for (const m of DEMO_MODULES) expect(DEMO_CMS.ICONS?.[m.icon]).toBe(`/images/icons/${m.icon}.svg`);
  });
});
