import styled from 'styled-components';
import type { ReactNode } from 'react';
import { ButtonLink } from '../shared/ButtonLink';
import { CardList, Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';
import { AssetTypeCard } from './cards/AssetTypeCard';
import { CapabilityCard } from './cards/CapabilityCard';
import { CaseStudyCard } from './cards/CaseStudyCard';
import type { HeadingLevel } from './cards/CardFrame';
import { InsightCard } from './cards/InsightCard';
import { PersonCard } from './cards/PersonCard';
import { PillarCard } from './cards/PillarCard';
import { ServiceCard } from './cards/ServiceCard';
import type { CardGridBlock, BlockProps } from '../siteTypes';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 40px;
`;

function renderCards(block: CardGridBlock, level: HeadingLevel): ReactNode[] {
  switch (block.kind) {
    case 'service':
      return block.cards.map((card) => <ServiceCard key={card.title} card={card} headingLevel={level} />);
    case 'asset-type':
      return block.cards.map((card) => <AssetTypeCard key={card.title} card={card} headingLevel={level} />);
    case 'pillar':
      return block.cards.map((card) => <PillarCard key={card.title} card={card} headingLevel={level} />);
    case 'capability':
      return block.cards.map((card) => <CapabilityCard key={card.title} card={card} headingLevel={level} />);
    case 'insight':
      return block.cards.map((card) => <InsightCard key={card.title} card={card} headingLevel={level} />);
    case 'person':
      return block.cards.map((card) => <PersonCard key={card.name} card={card} headingLevel={level} />);
    case 'case-study':
      return block.cards.map((card) => <CaseStudyCard key={card.title} card={card} headingLevel={level} />);
  }
}

/** A section of cards of one kind in a responsive grid. */
export default function CardGrid({ block }: BlockProps<'card-grid'>) {
  const level: HeadingLevel = block.title ? 'h3' : 'h2';
  const columns = block.columns ?? 3;
  const tone = block.tone ?? (block.kind === 'capability' || block.kind === 'person' ? 'alt' : 'default');
  return (
    <Section id={block.id} $tone={tone}>
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <CardList $columns={columns} $wideFrom={columns === 3 ? 'md' : 'lg'} data-card-kind={block.kind}>
          {renderCards(block, level).map((card, index) => (
            <li key={index}>{card}</li>
          ))}
        </CardList>
        {block.footer && (
          <Footer>
            <ButtonLink button={block.footer} fallbackStyle="secondary" />
          </Footer>
        )}
      </Container>
    </Section>
  );
}
