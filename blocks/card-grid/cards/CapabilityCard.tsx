import { RichText } from '../../../engine';
import { Icon } from '../../shared/Icon';
import { CardFrame, CardIcon, CardText, CardTitle, type HeadingLevel } from './CardFrame';
import type { CapabilityCard as CapabilityCardData } from '../../siteTypes';

/** A capability or feature: icon, title and description. */
export function CapabilityCard({ card, headingLevel }: { card: CapabilityCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      <CardIcon>
        <Icon name={card.icon} />
      </CardIcon>
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>
        <RichText text={card.description} />
      </CardText>
    </CardFrame>
  );
}
