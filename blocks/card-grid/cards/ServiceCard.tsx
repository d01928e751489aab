import { Icon } from '../../shared/Icon';
import { CardFooter, CardFrame, CardLink, CardIcon, CardText, CardTitle, ProofPoint, type HeadingLevel } from './CardFrame';
import type { ServiceCard as ServiceCardData } from '../../siteTypes';

/** A service: icon, title, snippet, proof point and its link. */
export function ServiceCard({ card, headingLevel }: { card: ServiceCardData; headingLevel: HeadingLevel }) {
  return (
    <CardFrame>
      <CardIcon>
        <Icon name={card.icon} />
      </CardIcon>
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>{card.snippet}</CardText>
      {card.proofPoint && <ProofPoint>{card.proofPoint}</ProofPoint>}
      <CardFooter>
        <CardLink button={card.link} fallbackStyle="link" context={`: ${card.title}`} />
      </CardFooter>
    </CardFrame>
  );
}
