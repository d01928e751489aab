/**
 * The engine's public API for blocks: the one module a block (or the site's chrome) imports from
 * the engine (a lint rule enforces it). The shapes of content it reads (a site's own content types,
 * generated from its schemas, fill them), the block contract, generic over the site's block union,
 * the site and page a block is rendered in, actions and their analytics, and the form machinery.
 */
export type {
  ActionShape,
  BlockShape,
  ImageShape,
  InlineRunShape,
  LinkTargetShape,
  PageMetaShape,
  PageShape,
  RoutesShape,
  RichTextShape,
  SiteConfigShape,
  TrackShape,
} from './content/shapes';
export type {
  AnyBlockComponent,
  AnyBlockDefinition,
  BlockDefinition,
  BlockProps,
  BlockRegistry,
  BlockRegistryOf,
  FrameProps,
  IslandKit,
  PageFrame,
  SiteDefinition,
  SiteFacts,
  SiteOrigins,
  NavGroup,
} from './site/definition';
export type { ContentTokens } from './content/tokens';
export type { SiteTheme } from './site/theme';
export type { BootServices, ErrorMoment, ErrorWriter, EventForwarder, IslandServices, ToastHostMounter } from './site/services';
export type { SubscribeToasts, ToastMessage, ToastVariant } from './feedback/toastMessage';
export { resolveSiteConfig } from './site/siteConfig';
export { useSite } from './site/SiteContext';
export { usePageData } from './page/PageContext';
export type { PageInfo } from './content/pageData';
export { srOnly } from './style/srOnly';
export { SpriteIcon, type SpriteIconProps } from './sprite/SpriteIcon';

// Actions: plain links and buttons, their analytics written into the HTML as data attributes.
export { ActionElement, actionDestination, type ActionElementProps } from './actions/ActionElement';
export { RichText, plainText } from './actions/RichText';
export {
  clickTracking,
  ctaTracking,
  hoverTracking,
  linkGroupTracking,
  navGroupTracking,
  navTracking,
  openTracking,
  trackLabel,
  type TrackingAttributes,
} from './actions/trackingAttributes';
export { eventSlug, trackEvent, type EventParams } from './analytics/analytics';

// Content helpers.
export { ownValue } from './content/ownValue';
export { internationalPhone, phoneHref } from './content/phone';
export { NOT_FOUND_ATTRIBUTE } from './navigation/notFound';

// Forms: the machinery is the engine's; where they post, their bot trap and focus event are the site's settings.
export { useFormSubmission, type FormSubmission } from './forms/useFormSubmission';
export type { FormSettings } from './forms/formSettings';
export type { FormFieldShape, FormMessageShape, FormShape } from './forms/formShape';
export { envSetting } from './site/envSetting';
export { maxLengthOf } from './forms/formRules';
export { countText } from './forms/countText';
export { formBehavior } from './forms/formBehavior';
export * from './forms/formGuardAttributes';
