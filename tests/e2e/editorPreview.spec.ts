import { test, expect } from './devServerFixture.ts';
import { dev, useEditorDevServer, openEditor } from './editorSession.ts';

/**
 * The page editor (/__edit) in Chromium against the real dev server on a copy of pages/ of its
 * own: the preview: a click or Enter selects a block, three widths, forms as visitors see them,
 * the header and footer.
 */
useEditorDevServer('editor-preview');

test('a click on a block in the preview selects it and lands on its field; hovering outlines it; Enter on one of its links selects it too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const form = page.getByRole('region', { name: 'Form' });
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const blockButton = (label: RegExp) => page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: label });
  await expect(blockButton(/^1\. hero/)).toHaveAttribute('aria-current', 'true');
  // The frame shows the page a moment before the editor listens to it.
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-picking', '');

  // The third block's heading: the card grid is selected, and the focus is on the field that holds the words clicked.
  const heading = frame.getByRole('heading', { name: 'What sets us apart' });
  await heading.click();
  await expect(blockButton(/^3\. card-grid/)).toHaveAttribute('aria-current', 'true');
  const focused = form.locator(':focus');
  await expect(focused).toHaveAttribute('id', /_title$/);
  await expect(focused).toHaveValue('What sets us apart');
  await expect(frame.locator('[data-preview-highlight]')).toContainText('What sets us apart');
  // A card's title in it: that card's own field.
  await frame.getByRole('heading', { name: 'Principals on every account' }).click();
  await expect(focused).toHaveAttribute('id', /_cards_1_title$/);

  // A text with a token ("{brand} exists to give …") is found too, by its words around the token.
  // (The frame is scaled into its pane, which Playwright's own scrolling does not allow for: scrolled here.)
  const paragraph = frame.locator('main p').filter({ hasText: /^Redbud Asset Group exists to give/ });
  await paragraph.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await paragraph.click();
  await expect(blockButton(/^2\. text/)).toHaveAttribute('aria-current', 'true');
  await expect(focused).toHaveAttribute('id', /_paragraphs_0$/);
  // A paragraph is a rich text: its field's words are its surface's text.
  await expect(focused).toHaveText(/^\{brand\} exists to give/);

  // Hovering a block outlines it, and only it.
  const leaders = frame.getByRole('heading', { name: 'The people accountable for your results' });
  await leaders.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await leaders.hover();
  const hovered = frame.locator('[data-preview-hover]');
  await expect(hovered).toHaveCount(1);
  await expect(hovered).toContainText('The people accountable for your results');
  expect(await hovered.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

  // From the keyboard: Enter on a link of the last block (the banner) selects it, and its first field has the focus.
  const bannerLink = frame.locator('main a[href^="/"]').last();
  await bannerLink.focus();
  await page.keyboard.press('Enter');
  await expect(blockButton(/^6\. banner/)).toHaveAttribute('aria-current', 'true');
  await expect(form.locator(':focus')).toHaveCount(1);
  // A block with no link is a stop of the tab order of its own: Enter on it selects it.
  await frame.locator('main [tabindex="0"]').filter({ hasText: 'What sets us apart' }).focus();
  await page.keyboard.press('Enter');
  await expect(blockButton(/^3\. card-grid/)).toHaveAttribute('aria-current', 'true');
  // (its first field one types into: the card kind's selector comes before it, but is not typed into)
  await expect(form.getByRole('textbox').and(form.locator(':focus'))).toHaveCount(1);
  // ...and the preview stayed on the page being edited.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa for owners who want answers');

  // The block markers are the preview's own: the dev server's page for the same address has none.
  const served = await (await page.request.get(`${dev.base}/about`)).text();
  expect(served).toContain('What sets us apart');
  expect(served).not.toContain('data-editor-block');
});

test('the preview is laid out at a phone’s, a tablet’s or a desktop’s width, scaled into its pane', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const widths = page.getByRole('group', { name: 'Preview width' });
  const frameElement = page.locator('[data-preview] iframe');
  const frame = frameElement.contentFrame();
  const pane = page.locator('[data-preview]');
  const layoutWidth = () => frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth);
  const fits = async () => {
    const [shown, room] = [await frameElement.boundingBox(), await pane.boundingBox()];
    expect(shown!.width).toBeLessThanOrEqual(room!.width + 1);
    expect(shown!.x).toBeGreaterThanOrEqual(room!.x - 1);
  };

  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'true');
  // The frame's first document arrives by navigation (srcdoc); asked during it, evaluate throws and
  // expect.poll does not retry a throw. Later drafts replace its head and body in place.
  await expect(frameElement).toHaveAttribute('data-shown', 'true');
  await expect.poll(layoutWidth).toBe(1280);
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await fits();

  await widths.getByRole('button', { name: /390/ }).click();
  await expect(widths.getByRole('button', { name: /390/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(layoutWidth).toBe(390);
  // The site's phone layout: the header's menu behind a button.
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await fits();

  // It stays at that width as the draft changes.
  await page
    .getByRole('list', { name: 'Blocks of this page' })
    .getByRole('button', { name: /^1\. hero/ })
    .click();
  await page
    .getByRole('region', { name: 'Form' })
    .getByRole('textbox', { name: /^Title/ })
    .fill('Built in Tulsa');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Built in Tulsa');
  expect(await layoutWidth()).toBe(390);

  await widths.getByRole('button', { name: /768/ }).click();
  await expect.poll(layoutWidth).toBe(768);
  await fits();
});

test('the preview shows a form as visitors with scripts see it: no notice for visitors without them, Send not greyed', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'contact');
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-shown', 'true');
  const form = page.locator('[data-preview] iframe').contentFrame().locator('form[data-form="contact"]');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The notice is in the page, for visitors without scripts; the preview hides it as their pages do.
  await expect(form.locator('[data-needs-script]')).toHaveCount(1);
  await expect(form.locator('[data-needs-script]')).toBeHidden();
});

test('on a phone-sized screen the toolbar keeps to one row, its controls named as on a wide one', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const target of ['asset-types/senior-housing', 'site.json']) {
    await page.goto(`${dev.base}/__edit/${target}`);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Editing .*${target.replace('.', '\\.')}`) });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const toolbar = page.locator('header').filter({ has: heading });
    const controls = [
      toolbar.getByRole('link', { name: '← All pages' }),
      heading,
      toolbar.getByRole('button', { name: 'Undo' }),
      toolbar.getByRole('button', { name: 'Redo' }),
      toolbar.locator('[data-save-status]'),
      toolbar.getByRole('button', { name: 'Save' }),
      ...(target === 'site.json' ? [] : [toolbar.getByRole('link', { name: `Open /${target}` })]),
      toolbar.locator('[data-site-check]'),
    ];
    const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
    // One row: every control's middle within a few pixels of the Save button's, and none past the screen's edge.
    const save = boxes[5]!;
    for (const [index, box] of boxes.entries()) {
      expect(box, `control ${index} of ${target}`).not.toBeNull();
      expect(Math.abs(box!.y + box!.height / 2 - (save.y + save.height / 2)), `control ${index} of ${target}`).toBeLessThan(6);
      expect(box!.x + box!.width, `control ${index} of ${target}`).toBeLessThanOrEqual(390);
    }
    expect((await toolbar.boundingBox())!.height).toBeLessThan(60);
  }
});

test('on a phone-sized screen the preview starts at the phone’s width, until the author picks another', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, 'about');
  await page.getByRole('navigation', { name: 'Panes' }).getByRole('button', { name: 'Preview' }).click();
  const widths = page.getByRole('group', { name: 'Preview width' });
  await expect(widths.getByRole('button', { name: /390/ })).toHaveAttribute('aria-pressed', 'true');
  const frame = page.locator('[data-preview] iframe').contentFrame();
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-shown', 'true');
  await expect.poll(() => frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth)).toBe(390);

  // A choice made is kept, whatever the screen.
  await widths.getByRole('button', { name: /1280/ }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Editing .*about\.json/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Panes' }).getByRole('button', { name: 'Preview' }).click();
  await expect(widths.getByRole('button', { name: /1280/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a click on the header or footer in a page’s preview leads to that part of site.json', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'contact');
  const frame = page.locator('[data-preview] iframe').contentFrame();
  const footerText = frame.locator('footer').getByText('Equal Housing Opportunity');
  await footerText.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await footerText.click();
  const link = page.getByRole('link', { name: 'Edit the footer in site.json' });
  await expect(link).toBeVisible();
  // The page's own selection did not move.
  await expect(page.getByRole('list', { name: 'Blocks of this page' }).getByRole('button', { name: /^1\. hero/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await link.click();
  await expect(page).toHaveURL(`${dev.base}/__edit/site.json#footer`);
  await expect(page.getByRole('list', { name: 'Parts of site.json' }).getByRole('button', { name: /^Footer/ })).toHaveAttribute(
    'aria-current',
    'true',
    { timeout: 30_000 },
  );
});

test('a click on the header or footer in site.json’s preview leads to its part of site.json, on the field that shows what was clicked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${dev.base}/__edit/site.json`);
  const parts = page.getByRole('list', { name: 'Parts of site.json' });
  await expect(parts).toBeVisible({ timeout: 30_000 });
  const frame = page.locator('[data-preview] iframe').contentFrame();
  await expect(page.locator('[data-preview] iframe')).toHaveAttribute('data-picking', '', { timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Form' });

  const equalHousing = frame.locator('footer').getByText('Equal Housing Opportunity');
  await equalHousing.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await equalHousing.click();
  await expect(parts.getByRole('button', { name: /^Footer/ })).toHaveAttribute('aria-current', 'true');
  await expect(form.locator(':focus')).toHaveValue('Equal Housing Opportunity');

  // A link of the header's menu: the header's part, on that link's name (the footer has an "About" too).
  const about = frame.locator('header nav').getByRole('link', { name: 'About', exact: true }).first();
  await about.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await about.click();
  await expect(parts.getByRole('button', { name: /^Header/ })).toHaveAttribute('aria-current', 'true');
  await expect(form.locator(':focus')).toHaveValue('About');
  // The click picked a field; it did not follow the link.
  await expect(page).toHaveURL(`${dev.base}/__edit/site.json`);
});

test('opening a page asks for that page alone, not the list of every page (megabytes on a site of thousands), until a route field is entered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/__editor/pages') lists.push(request.url());
  });
  await openEditor(page, 'about');
  await expect(page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 })).toBeVisible();
  const navigate = page
    .getByRole('region', { name: 'Form' })
    .getByRole('combobox', { name: /^Navigate/ })
    .first();
  await expect(navigate).toBeVisible();
  expect(lists).toEqual([]);
  // The routes it suggests are asked for as it is entered.
  await navigate.click();
  await expect(page.getByRole('listbox', { name: 'Routes of the site' }).getByRole('option').first()).toBeVisible();
  expect(lists).toHaveLength(1);
});

test("the editor's shell asks for the page and its preview before the editor's modules have come, and the editor takes them", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const asked: string[] = [];
  let previewAsked: () => void = () => undefined;
  const preview = new Promise<void>((resolve) => (previewAsked = resolve));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/__editor/')) return;
    asked.push(`${request.method()} ${pathname}`);
    if (pathname === '/__editor/preview') previewAsked();
  });
  // The editor's application is held back until the preview has been asked for (or for 15 s).
  let heldUntilPreview = false;
  await page.route('**/devtools/editor/EditorApp.tsx*', async (route) => {
    heldUntilPreview = await Promise.race([
      preview.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    await route.continue();
  });
  await openEditor(page, 'about');
  await expect(page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 })).toBeVisible();
  expect(heldUntilPreview).toBe(true);
  // One of each: the editor asked for neither again.
  expect(asked.filter((request) => /^(GET \/__editor\/page|POST \/__editor\/preview)$/.test(request))).toEqual([
    'GET /__editor/page',
    'POST /__editor/preview',
  ]);
});

test("the editor's shell names its modules up front, each asked for once", async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'about');
  const shell = await (await page.request.get(`${dev.base}/__edit/about`)).text();
  expect(shell).toContain('<link rel="modulepreload" href="/devtools/editor/EditorApp.tsx" />');
  const modules: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.(tsx?|js)(\?|$)/.test(new URL(request.url()).pathname)) modules.push(request.url());
  });
  await page.reload();
  await expect(page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 })).toBeVisible();
  expect(modules.length).toBeGreaterThan(20);
  expect(modules.filter((url, index) => modules.indexOf(url) !== index)).toEqual([]);
});

test('the preview shows before the form library has come, and the form follows', async ({ page }) => {
  test.setTimeout(60_000);
  const preview = page.locator('[data-preview] iframe').contentFrame().getByRole('heading', { level: 1 });
  // rjsf is held back until the preview shows the page's heading (or for 15 s).
  let heldUntilPreview = false;
  await page.route('**/deps/@rjsf_core.js*', async (route) => {
    heldUntilPreview = await preview.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    await route.continue();
  });
  await openEditor(page, 'about');
  await expect(preview).toBeVisible();
  await expect(page.getByRole('region', { name: 'Form' }).getByRole('textbox', { name: /^Title/ })).toBeVisible();
  expect(heldUntilPreview).toBe(true);
});
