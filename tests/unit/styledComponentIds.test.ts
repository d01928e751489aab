import { describe, expect, it } from 'vitest';
import { withStyledComponentIds } from '../../scripts/vite/styledComponentIds.ts';

const SOURCE = [
  "import styled from 'styled-components';",
  'export const Title = styled.h2`font-weight: 700;`;',
  'export const Card = styled.article`padding: 16px;`;',
  'export const Heading = ({ text }: { text: string }) => <Title>{text}</Title>;',
].join('\n');

const idsOf = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

describe('withStyledComponentIds: class names that do not depend on where the project is checked out', () => {
  it('gives a component the same id in two checkouts of the project in different folders', async () => {
    const here = await withStyledComponentIds(SOURCE, '/work/main/blocks/faq/Faq.tsx', '/work/main');
    const there = await withStyledComponentIds(SOURCE, '/srv/ci/checkout-2/blocks/faq/Faq.tsx', '/srv/ci/checkout-2');
    expect(idsOf(here!.code)).toHaveLength(2);
    expect(idsOf(there!.code)).toEqual(idsOf(here!.code));
  });

  it('gives the same code in another file other ids, so two files never share an id', async () => {
    const faq = await withStyledComponentIds(SOURCE, '/work/main/blocks/faq/Faq.tsx', '/work/main');
    const banner = await withStyledComponentIds(SOURCE, '/work/main/blocks/banner/Banner.tsx', '/work/main');
    expect(idsOf(banner!.code)).not.toEqual(idsOf(faq!.code));
  });

  it('keeps a component’s id as its CSS is edited, as the transform does by default', async () => {
    const before = await withStyledComponentIds(SOURCE, '/work/main/blocks/faq/Faq.tsx', '/work/main');
    const after = await withStyledComponentIds(
      SOURCE.replace('padding: 16px', 'padding: 24px'),
      '/work/main/blocks/faq/Faq.tsx',
      '/work/main',
    );
    expect(idsOf(after!.code)).toEqual(idsOf(before!.code));
  });

  it("leaves JSX for Vite's own transform, with a source map, and skips a module without styled-components", async () => {
    const result = await withStyledComponentIds(SOURCE, '/work/main/blocks/faq/Faq.tsx', '/work/main');
    expect(result!.code).toContain('<Title>{text}</Title>');
    expect(result!.map).toBeTruthy();
    expect(await withStyledComponentIds('export const answer = 42;', '/work/main/engine/answer.ts', '/work/main')).toBeNull();
  });
});
