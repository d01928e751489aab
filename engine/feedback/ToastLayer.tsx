import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { srOnly } from '../../blocks/shared/layout';
import { ANNOUNCER_IDS, onToastRequested } from './toastBus';

const ToastHost = lazy(() => import('./ToastHost'));

const Announcer = styled.div`
  ${srOnly}
`;

/** The toast live regions (always present) and the toast host, mounted when the first toast is shown. */
export function ToastLayer() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  return (
    <>
      <Announcer id={ANNOUNCER_IDS.polite} role="status" aria-live="polite" aria-atomic="true" />
      <Announcer id={ANNOUNCER_IDS.assertive} role="alert" aria-live="assertive" aria-atomic="true" />
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
