import styled from 'styled-components';
import { Check } from 'lucide-react';
import { Glyph, Icon } from '../../shared/Icon';
import { CardFooter, CardFrame, CardLink, CardIcon, CardText, CardTitle, ProofPoint, type HeadingLevel } from './CardFrame';
import type { PillarCard as PillarCardData } from '../../siteTypes';

const Highlights = styled.ul`
  list-style: none;
  display: grid;
  gap: 8px;
  padding: 16px 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 4px;
    color: ${({ theme }) => theme.color.accent600};
  }
`;

const Frame = styled(CardFrame)`
  border-top: 4px solid ${({ theme }) => theme.color.accent500};
`;

/** A technology pillar with its proof point and three highlights. */
export function PillarCard({ card, headingLevel }: { card: PillarCardData; headingLevel: HeadingLevel }) {
  return (
    <Frame>
      {card.icon && (
        <CardIcon>
          <Icon name={card.icon} />
        </CardIcon>
      )}
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>{card.snippet}</CardText>
      <ProofPoint>{card.proofPoint}</ProofPoint>
      <Highlights>
        {card.highlights.map((highlight) => (
          <li key={highlight}>
            <Glyph icon={Check} size={16} />
            <span>{highlight}</span>
          </li>
        ))}
      </Highlights>
      <CardFooter>
        <CardLink button={card.link} fallbackStyle="link" context={`: ${card.title}`} />
      </CardFooter>
    </Frame>
  );
}
