import { Icon } from '../../shared/Icon';
import { Picture } from '../../shared/Picture';
import { CardFooter, CardFrame, CardLink, CardIcon, CardMedia, CardText, CardTitle, ProofPoint, type HeadingLevel } from './CardFrame';
import { eventSlug, hoverTracking } from '../../../engine';
import type { AssetTypeCard as AssetTypeCardData } from '../../siteTypes';

/**
 * An asset type. Hovering records '<title>_card_hover' once per page view and the link records
 * '<title>_learn_more', the title in lower case with underscores.
 */
export function AssetTypeCard({ card, headingLevel }: { card: AssetTypeCardData; headingLevel: HeadingLevel }) {
  const slug = eventSlug(card.title);
  return (
    <CardFrame {...hoverTracking(`${slug}_card_hover`, { asset_type: card.title })} data-asset-card={slug}>
      {card.image && (
        <CardMedia>
          <Picture image={card.image} />
        </CardMedia>
      )}
      <CardIcon>
        <Icon name={card.icon} />
      </CardIcon>
      <CardTitle as={headingLevel}>{card.title}</CardTitle>
      <CardText>{card.snippet}</CardText>
      {card.proofPoint && <ProofPoint>{card.proofPoint}</ProofPoint>}
      <CardFooter>
        <CardLink
          button={{ ...card.link, action: { ...card.link.action, track: { event: `${slug}_learn_more`, placement: 'asset_card' } } }}
          fallbackStyle="link"
          context={`: ${card.title}`}
        />
      </CardFooter>
    </CardFrame>
  );
}
