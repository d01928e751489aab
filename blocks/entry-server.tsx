/** This site's server entry, for the prerender: the engine's renderer with the site's definition. */
import { createServerRenderer } from '../engine/server';
import { site } from './site';

export const renderer = createServerRenderer(site);
