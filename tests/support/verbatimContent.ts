import fs from 'node:fs';
import path from 'node:path';
import { characterCount } from '../../scripts/lib/text/characterCount.ts';

/**
 * Text that string APIs are apt to read instead of copy: String.replace's replacement patterns,
 * markup that ends or opens an element, an entity, a run-time placeholder, a no-break space (which
 * serializers are apt to write as an entity), an emoji (two UTF-16 units) and the end of an attribute
 * that looks like the start of a class attribute. Each must be published exactly as written.
 */
export const NASTY = [
  'Pay $$100 for R$&D',
  "$' and $` and $1",
  '<script>alert(1)</script>',
  '</title>',
  '"><img src=x onerror=alert(1)>',
  '&amp;',
  '{{x}}',
  'a\u00a0b',
  '🏢',
  'class=',
];

/** site.json's brand, filling {brand} everywhere: most of the strings at once (the brand may have 120 characters). */
export const BRAND = `R$&D $$ $' $\` $1 <script>alert(1)</script></title>"><img src=x onerror=alert(1)> &amp; {{x}}\u00a0🏢`;
/** site.json's street and city, filling {address} and the structured data. */
export const STREET = `1 Main St $& $$ $' <script>alert(1)</script> "><img src=x onerror=alert(1)> \u00a0🏢 class=`;
export const CITY = `Tulsa $\` $1 </title> &amp; {{x}}`;
const ADDRESS = `${STREET}, ${CITY}, OK 74103`;
export const TAGLINE = `Tagline ${NASTY.join(' ')}`;
/** site.json's social image's alternative text, for the pages without an image of their own. */
const SOCIAL_IMAGE_ALT = `Social card of {brand} ${NASTY[1]} ${NASTY[4]}`;
/** The labels of the tab set the pages' tab bars show. */
const TAB_LABELS = [`Tab ${NASTY[0]} ${NASTY[6]}`, `Tab ${NASTY[4]} ${NASTY[8]}`];

type Json = Record<string, unknown>;

/** What a built page must show, each string exactly as listed (tokens resolved). */
export interface VerbatimExpectations {
  title: string;
  description: string;
  /** The keywords meta tag's content, or null for a page without keywords (and without the tag). */
  keywords: string | null;
  /** The social image's alternative text (og:image:alt, twitter:image:alt): the page's, else site.json's. */
  imageAlt: string;
  /** Visible text: a text node of the page, or the whole text of one of its elements. */
  texts: string[];
  /** The value of an attribute (alt, aria-label, placeholder) of one of its elements. */
  attributes: string[];
  /** Strings of the form island's props. */
  islandStrings: string[];
}

export interface VerbatimPage {
  route: string;
  id: string;
  doc: Json;
  expected: VerbatimExpectations;
}

const resolve = (text: string) => text.split('{brand}').join(BRAND).split('{address}').join(ADDRESS);

/**
 * The values of one page's fields: each is the field's name followed by the nasty string (at the
 * end, so that a value can end the way an attribute starts), or the string alone where the name
 * does not fit the field's length limit, and each is recorded where the page must show it.
 */
class FieldValues {
  readonly texts: string[] = [];
  readonly attributes: string[] = [];
  readonly islandStrings: string[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly nasty: string) {}

  value(field: string, max: number): string {
    const value = [`${field} ${this.nasty}`, this.nasty].find((candidate) => characterCount(candidate) <= max);
    if (!value) throw new Error(`"${this.nasty}" does not fit ${field} (at most ${max} characters)`);
    // Each value once on a page, so finding it proves that this field came out as written.
    if (this.seen.has(value)) throw new Error(`"${value}" is used twice on one page`);
    this.seen.add(value);
    return value;
  }

  text(field: string, max = 120): string {
    const value = this.value(field, max);
    this.texts.push(resolve(value));
    return value;
  }

  /** Text for a field too short for some of the strings (a status code): `otherwise` when the string does not fit. */
  textIfItFits(field: string, max: number, otherwise: string): string {
    return characterCount(this.nasty) <= max ? this.text(field, max) : otherwise;
  }

  attribute(field: string, max = 300): string {
    const value = this.value(field, max);
    this.attributes.push(resolve(value));
    return value;
  }

  /** A string only the island's props carry (a toast shown after sending, a value sent with the form). */
  island(field: string, max = 120): string {
    const value = this.value(field, max);
    this.islandStrings.push(resolve(value));
    return value;
  }

  /** Visible text the island's props carry too. */
  islandText(field: string, max = 120): string {
    const value = this.text(field, max);
    this.islandStrings.push(resolve(value));
    return value;
  }
}

const IMAGE = { src: '/images/social-card.svg', width: 1200, height: 630 };

/** A page with every block type but the not-found one, every text field of each holding `nasty`. */
function everyBlockPage(nasty: string, n: number): VerbatimPage {
  const f = new FieldValues(nasty);
  const label = (field: string) => f.text(field, 120);
  const heading = (field: string) => f.text(field, 200);
  const summary = (field: string) => f.text(field, 1000);
  const image = (field: string) => ({ ...IMAGE, alt: f.attribute(field, 300) });
  const button = (field: string, action: Json) => ({ label: label(field), action });
  const section = (block: string) => ({
    eyebrow: label(`${block} eyebrow`),
    title: heading(`${block} title`),
    intro: summary(`${block} intro`),
  });
  const meta = {
    title: `${n} title {brand} ${nasty}`,
    description: `Page ${n}: every field of every block holds one string, to be shown as written: ${nasty}`,
    keywords: [`keyword ${nasty}`, `second keyword ${nasty}`],
    image: { ...IMAGE, alt: `social image of {brand} ${nasty}` },
  };
  const blocks: Json[] = [
    { type: 'tab-bar', tabs: 'verbatim', label: f.attribute('tab bar label {brand}', 120) },
    {
      type: 'hero',
      eyebrow: label('hero eyebrow'),
      title: heading('hero title'),
      subtitle: summary('hero subtitle {brand} at {address}'),
      image: image('hero image'),
      stats: [{ metric: f.text('hero stat', 40), label: label('hero stat label') }],
      actions: [button('hero action', { navigate: '/' })],
      links: [button('hero link', { scroll: '#faq' })],
    },
    {
      type: 'stats-strip',
      title: heading('strip title'),
      items: [1, 2].map((i) => ({ metric: f.text(`strip ${i}`, 40), label: label(`strip label ${i}`) })),
    },
    {
      type: 'text',
      eyebrow: label('text eyebrow'),
      title: heading('text title'),
      paragraphs: [f.text('text paragraph', 2000), f.text('text paragraph {brand}', 2000)],
      list: [heading('text list item')],
      action: button('text action', { none: true }),
    },
    {
      type: 'media-text',
      eyebrow: label('media eyebrow'),
      title: heading('media title'),
      paragraphs: [f.text('media paragraph', 2000)],
      list: [heading('media list item')],
      image: image('media image'),
      callout: { title: heading('callout title'), text: f.text('callout text', 2000) },
      action: button('media action', { href: 'mailto:{email}' }),
    },
    {
      type: 'card-grid',
      kind: 'service',
      ...section('service grid'),
      cards: [
        {
          icon: 'building',
          title: heading('service title'),
          snippet: summary('service snippet'),
          proofPoint: heading('service proof'),
          link: button('service link', { navigate: '/' }),
        },
      ],
      footer: button('grid footer', { navigate: '/' }),
    },
    {
      type: 'card-grid',
      kind: 'asset-type',
      cards: [
        {
          icon: 'building',
          title: heading('asset title'),
          snippet: summary('asset snippet'),
          proofPoint: heading('asset proof'),
          image: image('asset image'),
          link: button('asset link', { navigate: '/' }),
        },
      ],
    },
    {
      type: 'card-grid',
      kind: 'pillar',
      cards: [
        {
          title: heading('pillar title'),
          snippet: summary('pillar snippet'),
          proofPoint: heading('pillar proof'),
          highlights: [1, 2, 3].map((i) => heading(`pillar highlight ${i}`)),
          link: button('pillar link', { navigate: '/' }),
        },
      ],
    },
    {
      type: 'card-grid',
      kind: 'capability',
      cards: [{ icon: 'building', title: heading('capability title'), description: summary('capability text') }],
    },
    {
      type: 'card-grid',
      kind: 'insight',
      cards: [
        {
          category: label('insight category'),
          date: f.text('insight date', 60),
          author: label('insight author'),
          title: heading('insight title'),
          description: summary('insight text'),
          link: button('insight link', { navigate: '/' }),
        },
      ],
    },
    {
      type: 'card-grid',
      kind: 'person',
      cards: [
        {
          image: image('person image'),
          name: heading('person name'),
          role: label('person role'),
          bio: summary('person bio'),
          email: 'person@example.test',
        },
      ],
    },
    {
      type: 'card-grid',
      kind: 'case-study',
      cards: [
        {
          image: image('case image'),
          title: heading('case title'),
          description: summary('case text'),
          impact: heading('case impact'),
          category: label('case category'),
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      ...section('faq'),
      items: [{ question: heading('faq question'), answer: f.text('faq answer {brand}', 2000) }],
    },
    {
      type: 'process-steps',
      ...section('steps'),
      steps: [1, 2, 3].map((i) => ({
        step: i === 1 ? f.textIfItFits('step', 8, '01') : `0${i}`,
        title: heading(`step title ${i}`),
        description: summary(`step text ${i}`),
      })),
    },
    {
      type: 'metrics',
      ...section('metrics'),
      items: [1, 2].map((i) => ({
        title: heading(`metric title ${i}`),
        metric: f.text(`metric ${i}`, 40),
        description: summary(`metric text ${i}`),
      })),
    },
    { type: 'contact-details', ...section('contact') },
    {
      type: 'banner',
      eyebrow: label('banner eyebrow'),
      title: heading('banner title'),
      text: summary('banner text'),
      image: image('banner image'),
      primary: button('banner primary', { navigate: '/' }),
      secondary: button('banner secondary', { scroll: '#faq' }),
    },
    { type: 'button-row', ...section('row'), buttons: [button('row button', { none: true })] },
    {
      type: 'form',
      eyebrow: f.islandText('form eyebrow'),
      title: f.islandText('form title', 200),
      intro: f.islandText('form intro', 1000),
      target: 'contact',
      fields: [
        {
          name: 'name',
          label: f.islandText('field label'),
          kind: 'text',
          required: true,
          placeholder: f.attribute('field placeholder', 120),
        },
        {
          name: 'topic',
          label: f.islandText('select label'),
          kind: 'select',
          placeholder: f.islandText('select placeholder'),
          options: [f.islandText('select option')],
          emptyValue: f.island('select empty value'),
        },
        { name: 'message', label: f.islandText('textarea label'), kind: 'textarea' },
      ],
      timestampField: 'submitted_at',
      extra: { source: f.island('extra value', 200) },
      submit: { label: f.islandText('submit label'), busyLabel: f.island('busy label') },
      messages: {
        missing: { title: f.island('missing title', 200), description: f.island('missing text', 300) },
        success: { title: f.island('success title', 200), description: f.island('success text', 300) },
        failure: {
          title: f.island('failure title', 200),
          network: f.island('network failure text', 300),
          timeout: f.island('timeout text', 300),
          refused: f.island('refusal text', 300),
          redirected: f.island('redirect text', 300),
        },
      },
      aside: { title: f.islandText('aside title', 200), points: [f.islandText('aside point', 200)] },
    },
  ];
  const id = `verbatim/${n}`;
  return {
    route: `/verbatim/${n}`,
    id,
    doc: { $schema: '../../schema/page.schema.json', meta, blocks },
    expected: {
      title: resolve(meta.title),
      description: meta.description,
      keywords: meta.keywords.join(', '),
      imageAlt: resolve(meta.image.alt),
      texts: [...f.texts, ...TAB_LABELS],
      attributes: f.attributes,
      islandStrings: f.islandStrings,
    },
  };
}

/** A page whose heading block is the not-found message (a page has one heading block), the other kind of h1. */
function notFoundPage(nasty: string, n: number): VerbatimPage {
  const f = new FieldValues(nasty);
  const meta = {
    title: `${n} missing ${nasty}`,
    description: `Page ${n}: a not-found message whose every field holds one string, as written: ${nasty}`,
  };
  const blocks = [
    {
      type: 'not-found',
      code: f.textIfItFits('code', 20, '404'),
      title: f.text('not found title', 200),
      text: f.text('not found text', 1000),
      action: { label: f.text('not found action', 120), action: { navigate: '/' } },
    },
  ];
  const id = `verbatim/${n}-missing`;
  return {
    route: `/verbatim/${n}-missing`,
    id,
    doc: { $schema: '../../schema/page.schema.json', meta, blocks },
    expected: {
      title: meta.title,
      description: meta.description,
      keywords: null,
      imageAlt: resolve(SOCIAL_IMAGE_ALT),
      texts: f.texts,
      attributes: [],
      islandStrings: [],
    },
  };
}

/** site.json's strings the header and footer show on every page, as they must appear. */
export interface SiteExpectations {
  texts: string[];
  attributes: string[];
}

/**
 * Turns a copy of pages/ into the verbatim fixture: site.json's brand, address, tagline, navigation
 * and footer hold the nasty strings, and each nasty string gets two pages of its own. Returns the
 * pages and what every page's header and footer must show.
 */
export function writeVerbatimContent(pagesDir: string): { pages: VerbatimPage[]; site: SiteExpectations } {
  const siteFile = path.join(pagesDir, 'site.json');
  const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as Json & {
    contact: { address: Json };
    socialImage: Json;
    header: { nav: { name: string; submenu?: { description?: string }[] }[] };
    footer: { columns: { title: string; links: { name: string }[] }[]; copyright: string; equalHousing: string };
    tabSets: Record<string, unknown>;
  };
  site.brand = BRAND;
  site.tagline = TAGLINE;
  site.contact.address.street = STREET;
  site.contact.address.city = CITY;
  site.socialImage.alt = SOCIAL_IMAGE_ALT;
  const nav = site.header.nav[0]!;
  nav.name = `Nav ${NASTY[0]} ${NASTY[4]}`;
  nav.submenu![0]!.description = `Menu ${NASTY.slice(0, 5).join(' ')}`;
  site.footer.columns[0]!.title = `Column ${NASTY[1]} ${NASTY[3]}`;
  site.footer.columns[0]!.links[0]!.name = `Footer link ${NASTY[2]} ${NASTY[7]}`;
  site.footer.copyright = '© 2024 {brand}';
  site.footer.equalHousing = `Equal housing ${NASTY.join(' ')}`;
  site.tabSets.verbatim = [
    { label: TAB_LABELS[0], href: '/' },
    { label: TAB_LABELS[1], href: '/about' },
  ];
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2) + '\n');

  const pages = NASTY.flatMap((nasty, index) => [everyBlockPage(nasty, index + 1), notFoundPage(nasty, index + 1)]);
  const routesFile = path.join(pagesDir, 'routes.json');
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { routes: { path: string; page: string }[] };
  for (const page of pages) {
    routes.routes.push({ path: page.route, page: page.id });
    const file = path.join(pagesDir, `${page.id}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(page.doc, null, 2) + '\n');
  }
  fs.writeFileSync(routesFile, JSON.stringify(routes, null, 2) + '\n');

  return {
    pages,
    site: {
      texts: [
        resolve(site.footer.copyright),
        TAGLINE,
        STREET,
        nav.name,
        nav.submenu![0]!.description!,
        site.footer.columns[0]!.links[0]!.name,
        site.footer.equalHousing,
      ],
      attributes: [site.footer.columns[0]!.title],
    },
  };
}
