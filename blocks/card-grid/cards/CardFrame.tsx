import styled from 'styled-components';
import { ButtonLink } from '../../shared/ButtonLink';
import { textLinks } from '../../shared/textLinks';

/**
 * The shared look of a card: white panel, hairline border. A card with a link (CardLink) is that
 * link, whole: it lifts while the pointer is anywhere on it.
 */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 14px;
  height: 100%;
  padding: 28px 24px 24px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};
  /* Lifted from a transform it already has: a transform from none re-lays the card out on hover. */
  transform: translateY(0);
  &:has(a:hover) {
    box-shadow: ${({ theme }) => theme.shadow.md};
    border-color: ${({ theme }) => theme.color.navy100};
    transform: translateY(-2px);
  }
`;

/**
 * A card's one link, stretched over the card: its ::after covers the card (the nearest positioned
 * box, CardFrame), so a press on the title, the text or the picture follows the link, and records
 * what a press on the link records, while the card stays one tab stop with one name (the link's,
 * which names the card: 'Learn More: Office'). Nothing else in a linked card may be interactive, but
 * for a link an author writes in the card's text (CardText lifts it above the cover).
 * The card lifts on hover (CardFrame); keyboard focus rings the cover, so the card, not the link.
 */
export const CardLink = styled(ButtonLink)`
  &[href] {
    /* Not a containing block itself (the button look lifts it with a transform), or the cover
       would be the link's size. */
    transform: none;
    &:active {
      transform: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${({ theme }) => theme.radius.md};
    }
    /* Keyboard focus rings the card: the cover is the ring's box. */
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.color.focus};
      outline-offset: 3px;
    }
  }
`;

/** A full-bleed 16:9 image at the top of a card. */
export const CardMedia = styled.div`
  margin: -28px -24px 4px;
  border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

export const CardIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.navy50};
  color: ${({ theme }) => theme.color.navy700};
  flex: none;
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.text.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy900};
`;

/**
 * A card's text. A link written in it (RichText) sits above the cover of the card's own link, so a
 * press on it follows it, and it is a tab stop of its own after the card's.
 */
export const CardText = styled.p`
  color: ${({ theme }) => theme.color.muted};
  ${textLinks()}
  a {
    position: relative;
    z-index: 1;
  }
`;

export const ProofPoint = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 650;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.accent700};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent500};
    flex: none;
  }
`;

/** Pushes the card's link to the bottom so links line up across a row. */
export const CardFooter = styled.div`
  margin-top: auto;
  padding-top: 4px;
`;

export type HeadingLevel = 'h2' | 'h3';
