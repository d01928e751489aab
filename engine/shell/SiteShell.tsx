import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageData } from '../content/pageData';
import { CrashBoundary } from '../page/CrashBoundary';
import { CrashScreen } from '../page/CrashScreen';
import { PageView } from '../page/PageView';
import type { PageSource } from '../router/pageSource';
import { usePageLoader } from '../router/usePageLoader';
import { useSiteDefinition } from '../site/SiteContext';
import { startPageView } from '../analytics/pageViews';
import { resetErrorLogBudget } from '../boot/errorCapture';
import { NavigationProgress } from './NavigationProgress';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollManager } from './ScrollManager';
import { SiteFrame } from './SiteFrame';
import { pageInfo } from '../page/PageContext';

/** The block catalog exists in development only; production builds drop it entirely. */
const BlockCatalog = import.meta.env.DEV ? lazy(() => import('../dev/BlockCatalog')) : null;
const CATALOG_PATH = '/__blocks';

export interface SiteShellProps {
  source: PageSource;
  /** The prerendered page's data (hydration and server rendering); null in the dev server. */
  initial: PageData | null;
}

/** The whole app: the frame around the current page, its loading, and the crash screen for failures. */
export function SiteShell({ source, initial }: SiteShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { blocks } = useSiteDefinition();
  const { data, error, pending, retry } = usePageLoader(source, blocks, pathname, initial);
  const goHome = () => navigate('/');
  // A new page on screen is a new page view, with its own allowance of error-log rows.
  useEffect(() => {
    if (!data) return;
    if (startPageView(data.path, data.page.meta.title)) resetErrorLogBudget();
    if (data.notFound) console.info('404 Error: User attempted to access non-existent route:', data.path);
  }, [data]);
  const catalog = BlockCatalog && pathname === CATALOG_PATH;

  let content;
  if (catalog) {
    content = (
      <Suspense fallback={null}>
        <BlockCatalog />
      </Suspense>
    );
  } else if (error !== null) content = <CrashScreen onTryAgain={retry} onGoHome={goHome} />;
  else if (data) content = <PageView data={data} />;

  return (
    <SiteFrame page={data ? pageInfo(data) : null}>
      <NavigationProgress active={pending && data !== null && !catalog} />
      <CrashBoundary resetKey={`${pathname}|${data?.path ?? ''}`} onGoHome={goHome}>
        {content}
      </CrashBoundary>
      <ScrollManager pageKey={data?.path ?? ''} />
      <RouteAnnouncer pageKey={data?.path ?? pathname} />
    </SiteFrame>
  );
}
