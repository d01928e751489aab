type Json = Record<string, unknown>;

/**
 * The content the new-page tests add pages to, file name → text, so no edit of pages/ can break
 * them: a section (/asset-types) that a header menu and a footer column link to, a page with an
 * alias and a canonical address to copy, and pages every other test needs to exist. routes.json
 * and site.json are written as authors keep them (one route, one link per line), because what
 * new-page writes into them must be a one-line diff.
 */
export function newPageContent(): Record<string, string> {
  return { 'routes.json': ROUTES, 'site.json': SITE, ...pages() };
}

const ROUTES = `{
  "$schema": "../schema/routes.schema.json",
  "notFound": "not-found",
  "routes": [
    { "path": "/", "page": "home" },
    { "path": "/asset-types", "page": "asset-types" },
    { "path": "/asset-types/multifamily", "page": "asset-types/multifamily" },
    { "path": "/apartments", "page": "asset-types/multifamily" },
    { "path": "/asset-types/office", "page": "asset-types/office" },
    { "path": "/about", "page": "about" },
    { "path": "/contact", "page": "contact" }
  ]
}
`;

const SITE = `{
  "$schema": "../schema/site.schema.json",
  "brand": "Fixture Realty",
  "url": "https://www.fixture-realty.example",
  "language": "en-US",
  "tagline": "A small site the new-page tests add pages to.",
  "socialImage": { "src": "/images/social-card.svg", "alt": "Fixture Realty", "width": 1200, "height": 630 },
  "contact": {
    "email": "hello@fixture-realty.example",
    "phone": "(918) 555-0100",
    "address": { "street": "1 Main St", "city": "Tulsa", "region": "OK", "postalCode": "74103", "country": "US" },
    "hours": { "days": "Monday to Friday", "opens": "8:00 AM", "closes": "6:00 PM", "timezone": "CST" }
  },
  "organization": { "type": "RealEstateAgent" },
  "social": [],
  "header": {
    "nav": [
      {
        "name": "Asset Types",
        "href": "/asset-types",
        "section": ["/asset-types"],
        "submenu": [
          { "name": "Multifamily", "href": "/asset-types/multifamily", "description": "Apartment communities of every class" },
          { "name": "Office", "href": "/asset-types/office", "description": "Workplaces tenants want to return to" }
        ]
      },
      { "name": "About", "href": "/about" },
      { "name": "Get in Touch", "href": "/contact", "primary": true }
    ],
    "accountLinks": []
  },
  "footer": {
    "columns": [
      {
        "title": "Explore",
        "links": [
          { "name": "Asset Types", "href": "/asset-types" },
          { "name": "About", "href": "/about" }
        ]
      }
    ],
    "copyright": "© 2024 {brand}",
    "equalHousing": "Equal Housing Opportunity"
  },
  "tabSets": {}
}
`;

/** A page with a hero and a banner, its "$schema" reaching schema/ from its folder. */
function page(id: string, title: string, description: string, extra: { canonical?: string } = {}): [string, string] {
  const json: Json = {
    $schema: `${'../'.repeat(id.split('/').length)}schema/page.schema.json`,
    meta: { title: `${title} | {brand}`, description, ...extra },
    blocks: [
      { type: 'hero', title, actions: [{ label: 'Get in Touch', action: { navigate: '/contact' } }] },
      { type: 'banner', title: 'Talk to {brand}', primary: { label: 'About us', action: { navigate: '/about' } } },
    ],
  };
  return [`${id}.json`, JSON.stringify(json, null, 2) + '\n'];
}

function pages(): Record<string, string> {
  const notFound: Json = {
    $schema: '../schema/page.schema.json',
    meta: { title: 'Not found | {brand}', description: 'The not-found page of the site the new-page tests add pages to.', noindex: true },
    blocks: [{ type: 'not-found', title: 'Oops! Page not found', action: { label: 'Return to Home', action: { navigate: '/' } } }],
  };
  return Object.fromEntries([
    page('home', 'Home', 'The home page of the site the new-page tests add pages to.'),
    page('asset-types', 'Asset Types', 'Every kind of property the fixture firm manages, one page each.'),
    page('asset-types/multifamily', 'Multifamily', 'Apartment communities of every class, managed by the fixture firm.', {
      canonical: '/asset-types/multifamily',
    }),
    page('asset-types/office', 'Office', 'Office buildings the fixture firm leases and manages for their owners.'),
    page('about', 'About', 'Who the fixture firm is, where it works and how it got there.'),
    page('contact', 'Contact', 'How to reach the fixture firm: email, phone and the office address.'),
    ['not-found.json', JSON.stringify(notFound, null, 2) + '\n'],
  ]);
}
