import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { PageData } from '../../engine/content/pageData';
import { PageView } from '../../engine/page/PageView';
import { blockExamples } from './blockExamples';
import { resolveTokens, tokenValues } from '../../engine/content/tokens';
import { useContentTokens, useSiteDefinition } from '../../engine/site/SiteContext';

const Intro = styled.header`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 24px 8px;
  h1 {
    font-size: 2rem;
    color: ${({ theme }) => theme.color.navy900};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    margin-top: 16px;
  }
`;

const TypeHeader = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 24px 16px;
  border-top: 4px solid ${({ theme }) => theme.color.accent500};
  display: grid;
  gap: 6px;
  code {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.navy900};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    max-width: 80ch;
  }
`;

/** The block type's section of docs/authoring.md, as the dev server renders it. */
export function guideLink(type: string): string {
  return `/__guide#block-${type}`;
}

/** Where the dev server shows the catalogue (devtools/catalog/server/blockCatalogPage.ts). */
const CATALOG_PATH = '/__blocks';

/**
 * Development only (/__blocks): every block type rendered from its schema's examples, each headed
 * by its type, description and a link to its section of the authoring guide. Rendered by the
 * site's server renderer in the site's frame, like every page (see catalogPage).
 */
function BlockCatalog() {
  const site = useSiteDefinition();
  const tokens = useContentTokens();
  const types = blockExamples();
  return (
    <>
      <Intro>
        <h1>Block catalog</h1>
        <p>Every block type, rendered from the examples in its schema. Development only.</p>
        <nav aria-label="Block types">
          {types.map((t) => (
            <a key={t.type} href={`#catalog-${t.type}`}>
              {t.type}
            </a>
          ))}
        </nav>
      </Intro>
      {types.map((t) => {
        const data: PageData = {
          path: CATALOG_PATH,
          pageId: `__blocks/${t.type}`,
          canonicalPath: null,
          paths: [CATALOG_PATH],
          notFound: false,
          page: {
            meta: { title: 'Block catalog', description: t.description },
            blocks: resolveTokens(t.examples, tokenValues(tokens, site.config)) as PageData['page']['blocks'],
          },
        };
        return (
          <section key={t.type} id={`catalog-${t.type}`} aria-label={`${t.type} examples`} data-catalog-type={t.type}>
            <TypeHeader>
              <code>{t.type}</code>
              <p>{t.description}</p>
              <a href={guideLink(t.type)}>Authoring guide: {t.type}</a>
            </TypeHeader>
            <PageView data={data} islandPrefix={`${t.type}-`} />
          </section>
        );
      })}
    </>
  );
}

/** The catalogue as the dev server renders it: its page data (for the head) and what its main region shows. */
export function catalogPage(): { data: PageData; main: ReactElement } {
  const data: PageData = {
    path: CATALOG_PATH,
    pageId: '__blocks',
    canonicalPath: null,
    paths: [CATALOG_PATH],
    notFound: false,
    page: {
      meta: { title: 'Block catalog', description: 'Every block type, rendered from the examples in its schema.', noindex: true },
      blocks: [],
    },
  };
  return { data, main: <BlockCatalog /> };
}
