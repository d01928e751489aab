import styled from 'styled-components';
import { RichText } from '../../engine';
import type { BlockProps } from '../siteTypes';
import { ButtonLink } from '../shared/ButtonLink';
import { Container, Section } from '../shared/layout';
import { textLinks } from '../shared/textLinks';
import { Picture } from '../shared/Picture';
import { Prose } from '../shared/Prose';
import { Eyebrow } from '../shared/SectionHeading';

const Layout = styled(Container)<{ $imageLeft: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  ${({ theme }) => theme.up.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 64px;
  }
  > figure {
    order: -1;
    ${({ theme }) => theme.up.md} {
      order: ${({ $imageLeft }) => ($imageLeft ? -1 : 1)};
    }
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 12px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.text['3xl']};
  color: ${({ theme }) => theme.color.navy900};
  margin-bottom: 8px;
`;

const Figure = styled.figure`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Callout = styled.aside`
  margin-top: 24px;
  padding: 20px 22px;
  border-left: 4px solid ${({ theme }) => theme.color.accent500};
  border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  background: ${({ theme }) => theme.color.navy50};
  display: grid;
  gap: 6px;
  h3 {
    font-size: ${({ theme }) => theme.text.lg};
    color: ${({ theme }) => theme.color.navy900};
  }
  p {
    color: ${({ theme }) => theme.color.ink};
  }
  ${textLinks()}
`;

const Action = styled.div`
  margin-top: 20px;
`;

/** Text beside an image, with an optional callout (such as the value proposition) and button. */
export default function MediaText({ block }: BlockProps<'media-text'>) {
  return (
    <Section id={block.id} $tone={block.tone ?? 'default'}>
      <Layout $imageLeft={block.imageSide === 'left'}>
        <Copy>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Title>{block.title}</Title>
          <Prose paragraphs={block.paragraphs} list={block.list} />
          {block.callout && (
            <Callout aria-label={block.callout.title}>
              <h3>{block.callout.title}</h3>
              <p>
                <RichText text={block.callout.text} />
              </p>
            </Callout>
          )}
          {block.action && (
            <Action>
              <ButtonLink button={block.action} fallbackStyle="primary" />
            </Action>
          )}
        </Copy>
        <Figure>
          <Picture image={block.image} />
        </Figure>
      </Layout>
    </Section>
  );
}
