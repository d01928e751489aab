import { createServerRenderer } from '../../../engine/server';
import { site } from './site';

/** The handbook's server entry: every page is prerendered through this renderer. */
export const renderer = createServerRenderer(site);
