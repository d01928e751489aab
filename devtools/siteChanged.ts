/**
 * What the dev server tells open pages and the page editor when what they show may have changed
 * (pageScript/server/liveReload.ts sends it; pages reload on it, the editor's preview renders again, and
 * an editor whose own file it names reads that file again). No imports: the browser's code uses it.
 */
export const SITE_CHANGED_EVENT = 'site:changed';

/** The event's data: the content file that changed, relative to the project with '/' (as editors name files); none for a module. */
export interface SiteChanged {
  file?: string;
}
