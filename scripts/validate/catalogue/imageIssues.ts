import { didYouMean, issueKind } from './define.ts';

/** Image paths name files under public/ as the site serves them, and must stay inside it. */
export const imageIssues = {
  'image-missing': issueKind<{ src: string; suggestion?: string }>({
    title: 'An image path with no file behind it',
    message: ({ src, suggestion }) => `image file public${src} does not exist${didYouMean(suggestion)}`,
    hint: 'Fix the path (it starts at public/, so /images/… is public/images/…) or add the file.',
    example: { src: '/images/asset-types/lands-hero.svg', suggestion: '/images/asset-types/land-hero.svg' },
  }),
  'image-path-empty-segment': issueKind<{ src: string }>({
    title: 'An image path with "//" in it (to a browser, "//" starts another site’s address)',
    message: ({ src }) =>
      `image path "${src}" has an empty segment ("//"); write it with single slashes, for example "/images/people/leader-founder.svg"`,
    hint: 'Write the path from public/ with single slashes.',
    example: { src: '/images//social-card.svg' },
  }),
  'image-path-dot-segment': issueKind<{ src: string; segment: string }>({
    title: 'An image path with a "." or ".." segment, which could reach files outside public/',
    message: ({ src, segment }) =>
      `image path "${src}" has a "${segment}" segment; write the path from public/ without "." or ".." segments, for example "/images/people/leader-founder.svg"`,
    hint: 'Write the path from public/ without "." or "..", for example /images/people/leader-founder.svg.',
    example: { src: '/images/../favicon.svg', segment: '..' },
  }),
  // The message does not say where the link leads: that is a place on the author's machine, and the
  // page editor sends these messages over HTTP. `ls -l` on the path shows it.
  'image-outside-public': issueKind<{ src: string }>({
    title: 'An image path that leads out of public/ through a link (symlink)',
    message: ({ src }) => `image path "${src}" leads outside public/ through a link (a symlink); put the file itself under public/images/`,
    hint: 'Put the file itself under public/images/.',
    example: { src: '/images/shared/logo.svg' },
  }),
};
