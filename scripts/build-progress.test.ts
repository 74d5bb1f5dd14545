import { describe, expect, it } from 'vitest';
import { buildStage } from './build-progress.mjs';

describe('the first npm start shows the build’s progress', () => {
  it('passes Vite’s stages through, colours removed', () => {
    expect(
      buildStage('\u001b[36mvite v8.3.8 \u001b[32mbuilding client environment for production...\u001b[39m'),
    ).toBe('vite v8.3.8 building client environment for production...');
    expect(buildStage('transforming...')).toBe('transforming...');
    expect(buildStage('✓ 1204 modules transformed.')).toBe('✓ 1204 modules transformed.');
    expect(buildStage('rendering chunks...')).toBe('rendering chunks...');
    expect(buildStage('✓ built in 71.32s')).toBe('✓ built in 71.32s');
    expect(buildStage('PWA v2.0.0')).toBe('PWA v2.0.0');
  });

  it('leaves out the list of files written and blank lines', () => {
    expect(buildStage('dist/assets/index-Bx1.js   265.10 kB │ gzip: 86.21 kB')).toBeNull();
    expect(buildStage('   ')).toBeNull();
  });
});
