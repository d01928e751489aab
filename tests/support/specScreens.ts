import fs from 'node:fs';

/**
 * Every screen of the spec as data, for content.spec.ts: the texts and figures the spec quotes, the
 * counts it gives (cards, steps, teasers) and where its links go. One row per screen.
 */
const brand = (JSON.parse(fs.readFileSync('pages/site.json', 'utf8')) as { brand: string }).brand;
const CONTACT = '/contact';

export type CardKind = 'service' | 'asset-type' | 'pillar' | 'capability' | 'insight' | 'person' | 'case-study';

export interface Screen {
  path: string;
  h1?: string | RegExp;
  /** Texts and figures that must appear in the main content. */
  texts?: (string | RegExp)[];
  /** [accessible name, href]: a link with that name going there. */
  links?: [string | RegExp, string][];
  /** Buttons that exist but go nowhere. */
  buttons?: string[];
  /** Card counts per grid of a kind, in page order. */
  cards?: Partial<Record<CardKind, number[]>>;
  steps?: number;
  metrics?: number;
  faq?: number;
  /** Block ids (scroll anchors) on the page. */
  anchors?: string[];
}

const SERVICE_PAGES: [string, string][] = [
  ['Property Management', '/services/property-management'],
  ['Advisory & Site Selection', '/services/advisory-site-selection'],
  ['Investment Sales', '/services/investment-sales'],
  ['Landlord Representation', '/services/landlord-representation'],
  ['Tenant Representation', '/services/tenant-representation'],
  ['Acquisitions', '/services/acquisitions'],
  ['Development', '/services/development'],
  ['Consulting', '/services/consulting'],
];
const ASSET_TYPES: [string, string][] = [
  ['Multifamily', '/asset-types/multifamily'],
  ['HUD & Affordable Housing', '/asset-types/hud-affordable'],
  ['Office', '/asset-types/office'],
  ['Retail', '/asset-types/retail'],
  ['Industrial & Logistics', '/asset-types/industrial'],
  ['Senior Housing & Healthcare', '/asset-types/senior-housing'],
];
const INTEGRATED_SERVICES = [
  '/services/property-management',
  '/services/advisory-site-selection',
  '/services/investment-sales',
  '/services/landlord-representation',
  '/services/tenant-representation',
  '/services/acquisitions',
];
const SERVICE_PROOF_POINTS = [
  '22% delinquency reduction',
  /14% OpEx saved/i,
  /(9|nine) offers in 30 days/i,
  /60% less downtime/i,
  /18% savings/i,
  /\$500M evaluated/i,
  /30% shorter permitting/i,
  /12% NOI lift/i,
];

/** The shared layout of the eight service pages. */
function servicePage(path: string, heroCta: string, bannerCta: string, figures: (string | RegExp)[], extra: Partial<Screen> = {}): Screen {
  return {
    path,
    texts: [
      ...figures,
      'Case Study',
      'Report',
      'Visualization',
      'Thought Piece',
      /LeaseAi/,
      /BrokerAi/,
      /RentalAi/,
      ...(extra.texts ?? []),
    ],
    links: [[heroCta, CONTACT], [bannerCta, CONTACT], ...(extra.links ?? [])],
    cards: { capability: [6, 4], insight: [4] },
    steps: 6,
    ...(extra.h1 ? { h1: extra.h1 } : {}),
  };
}

function assetTypePage(path: string, texts: (string | RegExp)[] = [], extra: Partial<Screen> = {}): Screen {
  return {
    path,
    texts: ['Market Context', /Value Proposition/, 'October 2024', 'November 2024', 'December 2024', ...texts],
    links: [
      ['Talk to Our Experts', '#contact'],
      ...INTEGRATED_SERVICES.map((href) => [/Learn More/, href] as [RegExp, string]),
      ['Explore All Insights', '/insights'],
      ['Schedule a Consultation', CONTACT],
    ],
    cards: { service: [6], capability: [4], insight: [3], ...extra.cards },
    anchors: ['contact'],
  };
}

function managementPage(path: string, extra: Partial<Screen> = {}): Screen {
  return {
    path,
    texts: ['Market Context', 'Core Capabilities', 'Owner Benefits', 'Data & Insights', 'Technology Edge', ...(extra.texts ?? [])],
    links: [['See All Services', '/asset-management'], ...(extra.links ?? [])],
    ...(extra.h1 ? { h1: extra.h1 } : {}),
    ...(extra.cards ? { cards: extra.cards } : {}),
  };
}

function brokeragePage(path: string, figures: string[]): Screen {
  return {
    path,
    texts: figures,
    metrics: 3,
    steps: 4,
    links: [
      [/.+/, CONTACT],
      [/.+/, '/brokerage'],
    ],
  };
}

export const SCREENS: Screen[] = [
  // Issue 4
  {
    path: '/',
    texts: [
      '$2.0B+',
      /transactions facilitated/i,
      '500+',
      /properties managed/i,
      '15+',
      /markets/i,
      '98%',
      /client retention/i,
      'December 2024',
      'October 2024',
      'November 2024',
      ...ASSET_TYPES.map(([title]) => title),
    ],
    links: [
      [/.+/, '/asset-management'],
      [/.+/, '/asset-types'],
      [/.+/, '/technology'],
      [/.+/, '/about'],
      ...SERVICE_PAGES.map(([, href]) => [/.+/, href] as [RegExp, string]),
      ...ASSET_TYPES.map(([, href]) => [/.+/, href] as [RegExp, string]),
      [/.+/, '/insights'],
    ],
    cards: { service: [8], 'asset-type': [6], insight: [3] },
  },
  ...[
    '/services',
    '/asset-management',
    '/management',
    '/services/multifamily',
    '/services/hud-housing',
    '/services/residential',
    '/services/commercial',
  ].map((path): Screen => ({
    path,
    texts: SERVICE_PROOF_POINTS,
    links: [...SERVICE_PAGES.map(([, href]) => ['Learn More', href] as [string, string]), [/.+/, CONTACT], [/.+/, '/technology']],
    cards: { service: [8] },
    anchors: ['services'],
  })),
  servicePage(
    '/services/property-management',
    `Partner with ${brand}`,
    'Request a Proposal',
    ['22%', /delinquency reduction/i, '8%', /NOI growth/i, '95%', /tenant satisfaction/i],
    {
      texts: [
        'Lease Administration',
        'Tenant Retention Analytics',
        'Compliance Automation',
        'Predictive Maintenance',
        'Financial Transparency',
        'Resident Engagement',
        'Discovery & Onboarding',
        'Data Integration',
        'Benchmarking',
        'Optimization',
        'Execution',
        'Transparent Reporting',
      ],
      links: [['View Case Studies', '/case-studies']],
    },
  ),
  servicePage(
    '/services/advisory-site-selection',
    `Choose smarter sites with ${brand}`,
    'Request Advisory Support',
    ['14%', /operating cost savings/i, '2x', /faster market entry/i],
    {
      h1: 'Smarter Sites, Stronger Portfolios',
    },
  ),
  servicePage('/services/investment-sales', 'Sell with confidence', 'Request Valuation Support', [/9/, /offers in 30 days/i, '$85M']),
  servicePage('/services/landlord-representation', `Accelerate leasing with ${brand}`, 'Request Representation', [
    '50%',
    /faster lease-up/i,
    '+6%',
    /rent premiums/i,
  ]),
  servicePage('/services/tenant-representation', 'Secure the right space', 'Request Tenant Advocacy', [
    '18%',
    /lease savings/i,
    '20%',
    /productivity gains/i,
  ]),
  servicePage('/services/acquisitions', `Source better deals with ${brand}`, 'Request Acquisitions Advisory', [
    '2,500',
    /deals screened/i,
    '$500M',
    /evaluated in 2025/i,
  ]),
  servicePage('/services/development', `Develop with ${brand}`, 'Request Development Support', [
    '30%',
    /faster permits/i,
    '100%',
    /on-budget delivery/i,
  ]),
  servicePage('/services/consulting', `Engage ${brand}'s consulting`, 'Request Consulting', [
    '12%',
    /NOI lift/i,
    '100%',
    /HUD audit compliance/i,
  ]),
  {
    path: '/asset-types',
    links: [
      ...ASSET_TYPES.map(([, href]) => ['Learn More', href] as [string, string]),
      ['Schedule Consultation', CONTACT],
      ['Explore Our Services', '/services'],
      [/.+/, '#asset-types'],
    ],
    texts: ASSET_TYPES.map(([title]) => title),
    cards: { 'asset-type': [6] },
    anchors: ['asset-types'],
  },
  assetTypePage('/asset-types/multifamily'),
  assetTypePage('/asset-types/hud-affordable'),
  assetTypePage('/asset-types/office'),
  assetTypePage('/asset-types/retail'),
  assetTypePage('/asset-types/industrial'),
  assetTypePage(
    '/asset-types/senior-housing',
    ['95% resident satisfaction', /100% occupancy/, /90% retention/, /120 units/, /25% premium/, /30%/],
    {
      cards: { 'case-study': [3] },
    },
  ),
  {
    path: '/about',
    texts: [
      /mission/i,
      'Founder & Managing Principal',
      'Director of National Operations',
      'Director of Client Operations',
      'Join Our Team',
    ],
    links: [['View Opportunities', CONTACT]],
    cards: { person: [3] },
  },
  {
    path: '/insights',
    texts: [/October 2024|November 2024|December 2024/],
    links: [
      ['Subscribe to Insights', CONTACT],
      ['Schedule a Consultation', CONTACT],
      ['Explore Our Technology', '/technology'],
    ],
    cards: { insight: [3, 4, 4] },
  },
  {
    path: '/contact',
    h1: 'Get in Touch',
    texts: [/@redbud-asset-group\.example/, '(918) 555-01', 'Tulsa', 'Monday to Friday', '8:00 AM', '6:00 PM CST'],
    buttons: [
      'Schedule Property Consultation',
      'Request Management Quote',
      'Join Our Network',
      'Schedule Consultation',
      'Download Brochure',
    ],
  },
  {
    path: '/case-studies',
    texts: ['95% resident satisfaction', /100% occupancy/, /70%/],
    cards: { 'case-study': [4, 3] },
    links: [[/.+/, CONTACT]],
  },
  // Issue 5
  {
    path: '/technology',
    texts: [
      'AI Platforms',
      'Advisory & Analytics',
      'Custom Solutions',
      'Ready to Transform Your Operations?',
      'How It Works',
      'Discovery & Goals',
      'Data Intake',
      'Modeling & Dashboards',
      'Implementation',
      'Optimization',
      'Featured Outcomes',
      '2x',
      '10–15%',
      '6–10%',
      '4–8 weeks',
    ],
    links: [
      ['Explore Technology', '#technology-pillars'],
      [`Talk to ${brand}`, CONTACT],
      ['Explore Services', '/services'],
      ['Learn More', '/technology/ai-platforms'],
      ['Learn More', '/technology/advisory-analytics'],
      ['Learn More', '/technology/custom-solutions'],
      ['Request a Demo', CONTACT],
      ['See Pricing & Licensing', '/technology/ai-platforms'],
    ],
    cards: { pillar: [3] },
    steps: 5,
    metrics: 3,
    faq: 4,
    anchors: ['technology-pillars'],
  },
  { path: '/technology/ai-platforms', texts: ['BrokerAi', 'LeaseAi', 'RentalAi', 'CapitalAi'], links: [['Request a Demo', CONTACT]] },
  {
    path: '/technology/advisory-analytics',
    links: [
      ['Explore Advisory Services', CONTACT],
      ['Request Advisory Demo', CONTACT],
    ],
  },
  {
    path: '/technology/custom-solutions',
    links: [
      ['Start a Custom Project', CONTACT],
      ['Request Custom Solution', CONTACT],
    ],
  },
  ...['multifamily', 'hud', 'office', 'retail', 'industrial'].flatMap((slug) => [
    managementPage(`/asset-management/${slug}`),
    managementPage(`/management/${slug}`),
  ]),
  ...['/asset-management/senior', '/management/senior'].map((path) =>
    managementPage(path, {
      h1: 'Senior Housing Asset Management',
      texts: ['Compassionate service. Institutional oversight.', '99%+'],
      links: [
        ['Request a Consultation', CONTACT],
        ['Download Owner Brochure', CONTACT],
        ['Contact Us', CONTACT],
      ],
      cards: { capability: [5, 4, 4, 4] },
    }),
  ),
  {
    path: '/brokerage',
    anchors: ['investment-sales', 'leasing', 'capital-markets', 'valuations'],
    texts: [/investment sales/i, /leasing/i, /capital markets/i, /valuations/i],
    links: [
      [/.+/, CONTACT],
      [/.+/, '/technology'],
      [/.+/, '/brokerage/tenant-rep'],
      [/.+/, '/brokerage/landlord-rep'],
      [/.+/, '/brokerage/investment-sales'],
      [/.+/, '/brokerage/site-selection'],
    ],
  },
  brokeragePage('/brokerage/tenant-rep', ['15-25%', '3-6 months', '$50-200/SF']),
  brokeragePage('/brokerage/landlord-rep', ['25-40%', '60 days', '95%+']),
  brokeragePage('/brokerage/investment-sales', ['4.2-6.8%', '$180-450/SF', '90 days', '$5M', '$500M+']),
  brokeragePage('/brokerage/site-selection', ['30-45 days', '$50K-200K', '95%+']),
];
