import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '../../blocks/structuredData.ts';
import { resolveSiteConfig } from '../../engine/site/siteConfig.ts';
import { contentTokens } from '../../blocks/contentTokens.ts';
import type { SiteConfig } from '../../blocks/siteTypes.ts';
import { baseContent } from '../support/contentFixture.ts';

type Config = Parameters<typeof organizationJsonLd>[0];

/** The fixture firm of the validate tests, moved to London and open on Saturday mornings too. */
function londonFirm(): Config {
  const site = baseContent()['site.json'] as unknown as Config;
  return {
    ...site,
    contact: {
      ...site.contact,
      phone: '+44 20 7946 0958',
      address: { ...site.contact.address, country: 'GB' },
    },
    organization: {
      type: 'LocalBusiness',
      areaServed: 'Greater London',
      openingHours: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
        { dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' },
      ],
    },
  } as Config;
}

describe('the structured data (JSON-LD) of a site', () => {
  it('writes the business type, address country, opening hours and area served as the site config gives them', () => {
    const jsonLd = organizationJsonLd(londonFirm(), 'https://www.fixture-realty.example');
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '+44 20 7946 0958',
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:30',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' },
      ],
      areaServed: 'Greater London',
    });
  });

  it('reads nothing from the hours shown on the page: they are text for people', () => {
    const site = londonFirm();
    const shown = organizationJsonLd(site, 'https://x.example');
    const hours = { days: 'Weekdays', opens: '9:00 AM', closes: '5:30 PM', timezone: 'GMT' };
    const reworded = { ...site, contact: { ...site.contact, hours } };
    expect(organizationJsonLd(reworded, 'https://x.example')).toEqual(shown);
  });

  it('leaves out opening hours and the area served when the site gives none', () => {
    const site = londonFirm();
    const jsonLd = organizationJsonLd({ ...site, organization: { type: 'ProfessionalService' } }, 'https://x.example');
    expect(jsonLd['@type']).toBe('ProfessionalService');
    expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
    expect(jsonLd).not.toHaveProperty('areaServed');
  });
});

describe("this site's structured data", () => {
  it('is what it was before its business type, country and hours became config, key for key', async () => {
    const site = resolveSiteConfig<SiteConfig>((await import('../../pages/site.json')).default, contentTokens);
    // As the build wrote it into every page before the move (the dist diff of that change is empty).
    const published =
      '{"@context":"https://schema.org","@type":"RealEstateAgent","@id":"https://www.redbud-asset-group.example/#organization","name":"Redbud Asset Group","description":"Commercial real estate services and AI platforms from Tulsa, for owners and investors nationwide.","url":"https://www.redbud-asset-group.example/","logo":"https://www.redbud-asset-group.example/favicon.svg","image":"https://www.redbud-asset-group.example/images/social-card.svg","email":"hello@redbud-asset-group.example","telephone":"+1-918-555-0142","address":{"@type":"PostalAddress","streetAddress":"320 S Boston Ave, Suite 1200","addressLocality":"Tulsa","addressRegion":"OK","postalCode":"74103","addressCountry":"US"},"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday"],"opens":"08:00","closes":"18:00"}],"areaServed":"United States","sameAs":["https://www.linkedin.com/company/redbud-asset-group-example","https://www.facebook.com/redbudassetgroup.example","https://www.instagram.com/redbudassetgroup.example"]}';
    expect(JSON.stringify(organizationJsonLd(site, 'https://www.redbud-asset-group.example'))).toBe(published);
  });
});
