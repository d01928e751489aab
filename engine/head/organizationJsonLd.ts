import type { SiteConfig } from '../content/types.generated';
import { internationalPhone } from '../content/contact';

function to24h(time: string): string {
  const [, hours = '0', minutes = '00', half = 'AM'] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  const h = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes}`;
}

/** schema.org description of the firm (a real estate agent in Tulsa), embedded on every page for search engines. */
export function organizationJsonLd(site: SiteConfig, siteUrl: string): Record<string, unknown> {
  const { contact } = site;
  const weekdays = contact.hours.days.toLowerCase().includes('monday to friday')
    ? ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
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
      addressCountry: 'US',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: weekdays,
        opens: to24h(contact.hours.opens),
        closes: to24h(contact.hours.closes),
      },
    ],
    areaServed: 'United States',
    sameAs: site.social.map((link) => link.href),
  };
}
