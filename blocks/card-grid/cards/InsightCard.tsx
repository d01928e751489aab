import { RichText } from '../../../engine';
import styled from 'styled-components';
import { CardFooter, CardFrame, CardLink, CardText, CardTitle, type HeadingLevel } from './CardFrame';
import type { InsightCard as InsightCardData } from '../../siteTypes';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Category = styled.span`
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent100};
  color: ${({ theme }) => theme.color.accent700};
  font-weight: 700;
  font-size: ${({ theme }) => theme.text.xs};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Byline = styled.p`
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy700};
`;

/** An insight teaser: category, date, title, description, byline and optional link. */
export function InsightCard({ card, headingLevel }: { card: InsightCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      <Meta>
        <Category>{card.category}</Category>
        {card.date && <span>{card.date}</span>}
      </Meta>
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>
        <RichText text={card.description} />
      </CardText>
      {card.author && <Byline>{card.author}</Byline>}
      {card.link && (
        <CardFooter>
          <CardLink button={card.link} fallbackStyle="link" context={`: ${card.title}`} />
        </CardFooter>
      )}
    </CardFrame>
  );
}
