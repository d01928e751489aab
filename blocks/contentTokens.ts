import type { ContentTokens } from '../engine/index';
import type { SiteConfig } from './siteTypes';

/**
 * The tokens this site's authors write in any string ("Talk to {brand}"), each filled from
 * site.json, so a rebrand or a new number is one edit. Validate reports any other `{name}`.
 */
export const contentTokens = {
  brand: (site) => site.brand,
  email: (site) => site.contact.email,
  phone: (site) => site.contact.phone,
  address: ({ contact: { address } }) => `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
} satisfies ContentTokens<SiteConfig>;
