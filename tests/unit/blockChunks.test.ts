import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { componentChunk } from '../support/blockChunks.ts';

// The budget tests look for static blocks' code by these helpers; a helper that quietly found
// nothing would let them pass while checking nothing.

const chunk = (file: string, dynamic = true) => ({ file, ...(dynamic ? { isDynamicEntry: true } : {}) });

describe('the block chunks the budget tests look for', () => {
  it('are found by the block’s folder in the build’s manifest', () => {
    const manifest: Manifest = {
      'blocks/hero/Hero.tsx': chunk('assets/Hero-abc.js'),
      'blocks/shared/Icon.tsx': chunk('assets/Icon-def.js', false),
    };
    expect(componentChunk(manifest, 'hero')).toBe('assets/Hero-abc.js');
  });

  it('fail loudly, naming the block type, when the build has no chunk for it, or several', () => {
    const manifest: Manifest = {
      'blocks/hero/Hero.tsx': chunk('assets/Hero-abc.js'),
      'blocks/faq/Faq.tsx': chunk('assets/Faq-abc.js'),
      'blocks/faq/FaqItem.tsx': chunk('assets/FaqItem-abc.js'),
    };
    expect(() => componentChunk(manifest, 'text')).toThrow(/block type "text": .* found none/);
    expect(() => componentChunk(manifest, 'faq')).toThrow(/block type "faq": .* found blocks\/faq\/Faq.tsx, blocks\/faq\/FaqItem.tsx/);
  });
});
