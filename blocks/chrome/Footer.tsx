import styled from 'styled-components';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { Container } from '../shared/layout';
import { LogoMark } from './Logo';
import { SocialIcon } from './SocialIcon';
import { navGroupTracking, phoneHref } from '../../engine';
import { addressLines } from '../shared/contact';
import type { SiteConfig } from '../siteTypes';

const Wrap = styled.footer`
  background: ${({ theme }) => theme.color.navy950};
  color: ${({ theme }) => theme.color.mutedOnDark};
  padding: clamp(48px, 7vw, 80px) 0 32px;
  font-size: 0.9375rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.onDark};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Top = styled.div`
  display: grid;
  gap: 40px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up.lg} {
    grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  strong {
    color: ${({ theme }) => theme.color.onDark};
    font-size: 1.25rem;
  }
`;

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const ColumnTitle = styled.h2`
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  margin-bottom: 14px;
`;

const LinkList = styled.ul`
  list-style: none;
  display: grid;
  gap: 4px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

const ContactList = styled.address`
  font-style: normal;
  display: grid;
  gap: 10px;
  p,
  a {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.color.accent300};
  }
`;

const Social = styled.ul`
  list-style: none;
  display: flex;
  gap: 10px;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.outlineOnDark};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.onDark};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  align-items: center;
  justify-content: space-between;
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.color.hairlineOnDark};
  font-size: ${({ theme }) => theme.text.sm};
`;

const Eho = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.onDark};
  }
`;

/**
 * The equal housing mark, drawn for this site, in the markup rather than as an <img>: an SVG image
 * is a document of its own that the browser builds as the page loads. Decorative: the words beside
 * it say the same.
 */
function EqualHousingMark() {
  return (
    <svg width={44} height={44} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 6 5 27v5h5v26h44V32h5v-5Z" fill="none" stroke="currentColor" strokeWidth={4} strokeLinejoin="round" />
      <rect x={19} y={31} width={26} height={5} fill="currentColor" />
      <rect x={19} y={42} width={26} height={5} fill="currentColor" />
    </svg>
  );
}

/** Site footer: brand and tagline, link columns, contact details, social links, equal housing mark and copyright. */
export function Footer({ site }: { site: SiteConfig }) {
  const { contact } = site;
  const [street, locality] = addressLines(contact.address);
  return (
    <Wrap>
      <Container>
        <Top>
          <Brand>
            <BrandRow>
              <LogoMark size={44} />
              <strong>{site.brand}</strong>
            </BrandRow>
            <p>{site.tagline}</p>
            <Social aria-label="Social media">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} aria-label={link.name} target="_blank" rel="noopener noreferrer">
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </Social>
          </Brand>
          {site.footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title} {...navGroupTracking('footer')}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <LinkList>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.name}</a>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
          <div>
            <ColumnTitle>Contact</ColumnTitle>
            <ContactList>
              <a href={`mailto:${contact.email}`}>
                <Glyph icon={Mail} size={16} />
                {contact.email}
              </a>
              <a href={phoneHref(contact.phone)}>
                <Glyph icon={Phone} size={16} />
                {contact.phone}
              </a>
              <p>
                <Glyph icon={MapPin} size={16} />
                <span>
                  {street}
                  <br />
                  {locality}
                </span>
              </p>
              <p>
                <Glyph icon={Clock} size={16} />
                <span>
                  {contact.hours.days} {contact.hours.opens} to {contact.hours.closes} {contact.hours.timezone}
                </span>
              </p>
            </ContactList>
          </div>
        </Top>
        <Bottom>
          <p>{site.footer.copyright}</p>
          <Eho>
            <EqualHousingMark />
            <span>{site.footer.equalHousing}</span>
          </Eho>
        </Bottom>
      </Container>
    </Wrap>
  );
}
