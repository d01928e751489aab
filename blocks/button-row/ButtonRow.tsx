import type { BlockProps } from '../siteTypes';
import { ButtonGroup, ButtonLink } from '../shared/ButtonLink';
import { Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';

/** A centred row of buttons under an optional heading. */
export default function ButtonRow({ block }: BlockProps<'button-row'>) {
  return (
    <Section id={block.id} $tone={block.tone ?? 'default'} $tight>
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <ButtonGroup $center>
          {block.buttons.map((button, index) => (
            <ButtonLink key={button.label} button={button} fallbackStyle={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </ButtonGroup>
      </Container>
    </Section>
  );
}
