import type { SiteConfig } from './siteTypes';
import { internationalPhone } from '../engine/index';

/**
 * schema.org description of the site's business, embedded on every page for search engines. What
 * kind of business it is, its country, its opening hours and the area it serves are the site's to
 * say (site.json's `organization` and `contact.address.country`) and are written as given; the
 * hours shown to people (`contact.hours`) are text, never read here.
 */
export function organizationJsonLd(site: SiteConfig, siteUrl: string): Record<string, unknown> {
  const { contact, organization } = site;
  return {
    '@context': 'https://schema.org',
    '@type': organization.type,
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    description: site.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: new URL(site.socialImage.src, `${siteUrl}/`).href,
    email: contact.email,
    telephone: internationalPhone(contact.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    ...(organization.openingHours && {
      openingHoursSpecification: organization.openingHours.map(({ dayOfWeek, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens,
        closes,
      })),
    }),
    ...(organization.areaServed !== undefined && { areaServed: organization.areaServed }),
    sameAs: site.social.map((link) => link.href),
  };
}
