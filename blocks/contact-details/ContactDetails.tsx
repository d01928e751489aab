import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { CardList, Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';
import { ActionElement, phoneHref, useSite } from '../../engine';
import { addressLines } from '../shared/contact';
import type { SiteConfig, BlockProps } from '../siteTypes';

type Detail = 'email' | 'phone' | 'address' | 'hours';

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
  p,
  a {
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy900};
    overflow-wrap: anywhere;
  }
  a {
    text-underline-offset: 4px;
  }
  a:hover {
    color: ${({ theme }) => theme.color.accent700};
  }
`;

const IconWrap = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent100};
  color: ${({ theme }) => theme.color.accent700};
`;

function detail(kind: Detail, config: SiteConfig): { title: string; icon: ReactNode; body: ReactNode } {
  const { contact } = config;
  switch (kind) {
    case 'email':
      return {
        title: 'Email',
        icon: <Glyph icon={Mail} size={20} />,
        body: (
          <ActionElement action={{ href: `mailto:${contact.email}` }} label="Email" role="link">
            {contact.email}
          </ActionElement>
        ),
      };
    case 'phone':
      return {
        title: 'Phone',
        icon: <Glyph icon={Phone} size={20} />,
        body: (
          <ActionElement action={{ href: phoneHref(contact.phone) }} label="Phone" role="link">
            {contact.phone}
          </ActionElement>
        ),
      };
    case 'address': {
      const [street, locality] = addressLines(contact.address);
      return {
        title: 'Office',
        icon: <Glyph icon={MapPin} size={20} />,
        body: (
          <p>
            {street}
            <br />
            {locality}
          </p>
        ),
      };
    }
    case 'hours':
      return {
        title: 'Hours',
        icon: <Glyph icon={Clock} size={20} />,
        body: (
          <p>
            {contact.hours.days}
            <br />
            {contact.hours.opens} to {contact.hours.closes} {contact.hours.timezone}
          </p>
        ),
      };
  }
}

/** The firm's contact details, from site.json. */
export default function ContactDetails({ block }: BlockProps<'contact-details'>) {
  const site = useSite<SiteConfig>();
  const items: Detail[] = block.items ?? ['email', 'phone', 'address', 'hours'];
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <CardList $columns={4} $wideFrom="lg" $gap={20}>
          {items.map((kind) => {
            const { title, icon, body } = detail(kind, site);
            return (
              <Card key={kind}>
                <IconWrap>{icon}</IconWrap>
                <h3>{title}</h3>
                {body}
              </Card>
            );
          })}
        </CardList>
      </Container>
    </Section>
  );
}
