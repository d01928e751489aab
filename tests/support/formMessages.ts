import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { FormBlock } from '../../blocks/content.generated';
import { resolveText, tokenValues } from '../../engine/content/tokens';
import { contentTokens } from '../../blocks/contentTokens';
import { fillPlaceholders } from '../../engine/forms/formRules';
import { formsReady } from '../e2e/test';
import { openContact, openInsights } from './formPage';

/** The site's two forms as the specs drive them: where each is, its content, and how to fill it in. */
export interface SiteForm {
  name: 'contact' | 'newsletter';
  /** Opens the form's page and waits until the form's code is ready (before that the browser's checks guard it). */
  open: (page: Page) => Promise<Locator>;
  /** The form block as the page's content gives it, its content tokens resolved. */
  block: FormBlock;
  fill: (form: Locator) => Promise<void>;
  /** The required fields' labels, in form order. */
  required: string[];
}

const tokens = tokenValues(contentTokens, JSON.parse(fs.readFileSync('pages/site.json', 'utf8')));

function formBlock(page: string): FormBlock {
  const doc = JSON.parse(fs.readFileSync(`pages/${page}.json`, 'utf8')) as { blocks: { type: string }[] };
  const block = doc.blocks.find((candidate) => candidate.type === 'form') as FormBlock;
  return JSON.parse(JSON.stringify(block), (_key, value: unknown) => (typeof value === 'string' ? resolveText(value, tokens) : value));
}

const contactBlock = formBlock('contact');
const newsletterBlock = formBlock('insights');

async function ready(page: Page, open: (page: Page) => Promise<Locator>): Promise<Locator> {
  const form = await open(page);
  await formsReady(page);
  return form;
}

export const SITE_FORMS: SiteForm[] = [
  {
    name: 'contact',
    open: (page) => ready(page, openContact),
    block: contactBlock,
    fill: async (form) => {
      await form.getByLabel('Full Name').fill('Ada Lovelace');
      await form.getByLabel('Email Address').fill('ada@example.com');
      await form.getByLabel('Message').fill('Looking for management of a 120-unit property.');
    },
    required: ['Full Name', 'Email Address', 'Message'],
  },
  {
    name: 'newsletter',
    open: (page) => ready(page, openInsights),
    block: newsletterBlock,
    fill: (form) => form.getByLabel('Email address').fill('investor@example.com'),
    required: ['Email address'],
  },
];

/** What the form says about a failed send of the given cause, as its content words it, placeholders filled in. */
export function failureText(
  block: FormBlock,
  cause: 'network' | 'timeout' | 'refused' | 'redirected',
  values: Record<string, number> = {},
): string {
  return fillPlaceholders(block.messages.failure[cause], values);
}

/** The form's heading: its section's title. */
export const formHeading = (page: Page, block: FormBlock) => page.getByRole('heading', { level: 2, name: block.title!, exact: true });

/** The form's own notice: the alert or status under its button that holds a message. */
export const formNotice = (form: Locator) =>
  form.locator('[role="alert"]:not([data-unavailable-notice]), [role="status"]').filter({ hasText: /\S/ });

/** Scrolls the page so the top of `target` is `offset` px below the bottom of the sticky header. */
export async function scrollBelowHeader(page: Page, target: Locator, offset = 16): Promise<void> {
  await target.evaluate((element, gap) => {
    const header = document.querySelector('header[data-site-header]')!.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - header.bottom - gap, behavior: 'instant' });
  }, offset);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
