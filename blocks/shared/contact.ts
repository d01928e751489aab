import type { SiteConfig } from '../siteTypes';

type PostalAddress = SiteConfig['contact']['address'];

/** The postal address as shown on two lines: the street, then 'City, REGION 00000'. */
export function addressLines(
  address: Pick<PostalAddress, 'street' | 'city' | 'region' | 'postalCode'>,
): [street: string, locality: string] {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`];
}
