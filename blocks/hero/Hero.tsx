import styled, { css } from 'styled-components';
import { ButtonGroup, ButtonLink } from '../shared/ButtonLink';
import { Container } from '../shared/layout';
import { Eyebrow } from '../shared/SectionHeading';
import { Picture } from '../shared/Picture';
import type { HeroBlock, BlockProps } from '../siteTypes';

const Plain = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.onDark};
  background:
    radial-gradient(1200px 500px at 85% -10%, ${({ theme }) => theme.color.heroGlow}, transparent 60%),
    radial-gradient(900px 600px at -10% 120%, ${({ theme }) => theme.color.heroDepth}, transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.color.navy950} 0%, ${({ theme }) => theme.color.navy800} 100%);
  padding: clamp(56px, 9vw, 112px) 0 clamp(56px, 8vw, 96px);
  &::after {
    /* A faint survey grid: the site's recurring motif of plats and floor plans. */
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(${({ theme }) => theme.color.gridLineOnDark} 1px, transparent 1px),
      linear-gradient(90deg, ${({ theme }) => theme.color.gridLineOnDark} 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: linear-gradient(180deg, ${({ theme }) => theme.color.maskOpaque} 0%, transparent 85%);
    pointer-events: none;
  }
`;

const Grid = styled(Container)<{ $withArt: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  gap: 40px;
  align-items: center;
  ${({ $withArt, theme }) =>
    $withArt &&
    css`
      ${theme.up.md} {
        grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
      }
    `}
`;

const Copy = styled.div`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.text['4xl']};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.text.xl};
  color: ${({ theme }) => theme.color.mutedOnDark};
  max-width: 60ch;
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 40px;
  margin: 8px 0 0;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.color.dividerOnDark};
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 2px;
  dt {
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.mutedOnDark};
  }
  dd {
    margin: 0;
    font-size: clamp(1.75rem, 1.3rem + 1.5vw, 2.375rem);
    font-weight: 800;
    color: ${({ theme }) => theme.color.accent300};
    font-variant-numeric: tabular-nums;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 24px;
`;

const Art = styled.div`
  display: none;
  ${({ theme }) => theme.up.md} {
    display: block;
  }
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;

const ImageHero = styled.section`
  position: relative;
  height: 600px;
  display: flex;
  align-items: flex-end;
  color: ${({ theme }) => theme.color.onDark};
  overflow: hidden;
  background: ${({ theme }) => theme.color.navy900};
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(
      180deg,
      ${({ theme }) => theme.color.imageScrimTop} 0%,
      ${({ theme }) => theme.color.imageScrimMiddle} 45%,
      ${({ theme }) => theme.color.imageScrimBottom} 100%
    );
  }
`;

const ImageCopy = styled(Container)`
  position: relative;
  z-index: 2;
  display: grid;
  gap: 18px;
  padding-bottom: clamp(40px, 7vw, 72px);
`;

function HeroCopy({ block }: { block: HeroBlock }) {
  return (
    <>
      {block.eyebrow && <Eyebrow $onDark>{block.eyebrow}</Eyebrow>}
      <Title>{block.title}</Title>
      {block.subtitle && <Subtitle>{block.subtitle}</Subtitle>}
      {block.actions?.length ? (
        <ButtonGroup>
          {block.actions.map((button, index) => (
            <ButtonLink key={button.label} button={button} fallbackStyle={index === 0 ? 'primary' : 'secondary'} onDark />
          ))}
        </ButtonGroup>
      ) : null}
      {block.links?.length ? (
        <Links>
          {block.links.map((button) => (
            <ButtonLink key={button.label} button={button} fallbackStyle="link" onDark />
          ))}
        </Links>
      ) : null}
      {block.stats?.length ? (
        <Stats>
          {block.stats.map((stat) => (
            <Stat key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.metric}</dd>
            </Stat>
          ))}
        </Stats>
      ) : null}
    </>
  );
}

/** The page's opening: headline (h1), subtitle, statistics and buttons, plain or over an image. */
export default function Hero({ block, position }: BlockProps<'hero'>) {
  // The hero is the page's first block, or second under a tab bar: its image is the likely LCP.
  const priority = position <= 1;
  if (block.variant === 'image' && block.image) {
    return (
      <ImageHero id={block.id}>
        <Picture image={block.image} priority={priority} />
        <ImageCopy>
          <HeroCopy block={block} />
        </ImageCopy>
      </ImageHero>
    );
  }
  return (
    <Plain id={block.id}>
      <Grid $withArt={Boolean(block.image)}>
        <Copy>
          <HeroCopy block={block} />
        </Copy>
        {block.image && (
          <Art>
            <Picture image={block.image} priority={priority} />
          </Art>
        )}
      </Grid>
    </Plain>
  );
}
