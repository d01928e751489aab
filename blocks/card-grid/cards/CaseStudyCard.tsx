import { RichText } from '../../../engine';
import styled from 'styled-components';
import { Picture } from '../../shared/Picture';
import { CardFrame, CardMedia, CardText, CardTitle, type HeadingLevel } from './CardFrame';
import type { CaseStudyCard as CaseStudyCardData } from '../../siteTypes';

const Category = styled.p`
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent700};
`;

const Impact = styled.p`
  margin-top: auto;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.navy50};
  color: ${({ theme }) => theme.color.navy900};
  font-weight: 700;
  span {
    display: block;
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** A case study: image, title, description and the impact it had. */
export function CaseStudyCard({ card, headingLevel }: { card: CaseStudyCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      {card.image && (
        <CardMedia>
          <Picture image={card.image} />
        </CardMedia>
      )}
      {card.category && <Category>{card.category}</Category>}
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>
        <RichText text={card.description} />
      </CardText>
      <Impact>
        <span>Impact</span>
        {card.impact}
      </Impact>
    </CardFrame>
  );
}
