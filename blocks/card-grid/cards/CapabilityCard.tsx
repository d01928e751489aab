import type { CapabilityCard as CapabilityCardData } from '../../../engine/content/types.generated';
import { Icon } from '../../shared/Icon';
import { CardFrame, CardIcon, CardText, CardTitle, type HeadingLevel } from './CardFrame';

/** A capability or feature: icon, title and description. */
export function CapabilityCard({ card, headingLevel }: { card: CapabilityCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      <CardIcon>
        <Icon name={card.icon} />
      </CardIcon>
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>{card.description}</CardText>
    </CardFrame>
  );
}
