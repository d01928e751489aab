import styled, { css } from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { ButtonGroup, ButtonLink } from '../shared/ButtonLink';
import { Container } from '../shared/layout';
import { Eyebrow } from '../shared/SectionHeading';
import { Picture } from '../shared/Picture';

const Band = styled.section<{ $dark: boolean }>`
  padding: clamp(48px, 7vw, 88px) 0;
  ${({ $dark, theme }) =>
    $dark
      ? css`
          color: ${theme.color.onDark};
          background:
            radial-gradient(700px 300px at 100% 0%, ${theme.color.bannerGlow}, transparent 70%),
            linear-gradient(135deg, ${theme.color.navy900}, ${theme.color.navy700});
        `
      : css`
          color: ${theme.color.navy900};
          background: ${theme.color.accent100};
        `}
`;

const Layout = styled(Container)<{ $withImage: boolean }>`
  display: grid;
  gap: 32px;
  align-items: center;
  ${({ $withImage, theme }) =>
    $withImage &&
    css`
      ${theme.up.md} {
        grid-template-columns: minmax(0, 1.2fr) minmax(0, 0.8fr);
      }
    `}
`;

const Copy = styled.div<{ $center: boolean }>`
  display: grid;
  gap: 16px;
  justify-items: ${({ $center }) => ($center ? 'center' : 'start')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  max-width: ${({ $center }) => ($center ? '760px' : 'none')};
  margin: ${({ $center }) => ($center ? '0 auto' : '0')};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.text['3xl']};
  font-weight: 750;
  text-wrap: balance;
`;

const Text = styled.p<{ $dark: boolean }>`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ $dark, theme }) => ($dark ? theme.color.mutedOnDark : theme.color.muted)};
  margin-bottom: 8px;
`;

const Art = styled.div`
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

/** A call-to-action band with up to two buttons. */
export default function Banner({ block }: BlockProps<'banner'>) {
  const dark = block.tone !== 'light';
  const withImage = Boolean(block.image);
  return (
    <Band id={block.id} $dark={dark}>
      <Layout $withImage={withImage}>
        <Copy $center={!withImage}>
          {block.eyebrow && <Eyebrow $onDark={dark}>{block.eyebrow}</Eyebrow>}
          <Title>{block.title}</Title>
          {block.text && <Text $dark={dark}>{block.text}</Text>}
          {(block.primary || block.secondary) && (
            <ButtonGroup $center={!withImage}>
              {block.primary && <ButtonLink button={block.primary} fallbackStyle="primary" onDark={dark} />}
              {block.secondary && <ButtonLink button={block.secondary} fallbackStyle="secondary" onDark={dark} />}
            </ButtonGroup>
          )}
        </Copy>
        {block.image && (
          <Art>
            <Picture image={block.image} />
          </Art>
        )}
      </Layout>
    </Band>
  );
}
