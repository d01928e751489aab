import { VisuallyHidden } from '../../shared/layout';
import styled from 'styled-components';
import { Mail } from 'lucide-react';
import { Glyph } from '../../shared/Icon';
import { Picture } from '../../shared/Picture';
import { CardFrame, CardText, CardTitle, type HeadingLevel } from './CardFrame';
import { ActionElement, RichText } from '../../../engine';
import type { PersonCard as PersonCardData } from '../../siteTypes';

const Portrait = styled.div`
  width: 128px;
  height: 128px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.navy50};
  border: 4px solid ${({ theme }) => theme.color.accent100};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Role = styled.p`
  font-weight: 650;
  color: ${({ theme }) => theme.color.accent700};
`;

const Email = styled(ActionElement)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-top: auto;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy700};
  text-underline-offset: 4px;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.color.accent700};
  }
`;

/** A team member: portrait, name, role, bio and a mailto link. */
export function PersonCard({ card, headingLevel }: { card: PersonCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      <Portrait>
        <Picture image={card.image} />
      </Portrait>
      <div>
        <CardTitle as={headingLevel}>{card.name}</CardTitle>
        <Role>{card.role}</Role>
      </div>
      <CardText>
        <RichText text={card.bio} />
      </CardText>
      <Email action={{ href: `mailto:${card.email}` }} label={`Email ${card.name}`} role="link">
        <Glyph icon={Mail} size={18} />
        <span>
          <VisuallyHidden>Email {card.name}: </VisuallyHidden>
          {card.email}
        </span>
      </Email>
    </CardFrame>
  );
}
