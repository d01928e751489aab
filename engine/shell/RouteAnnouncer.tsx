import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Live = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Tells screen-reader users which page a client-side navigation opened. */
export function RouteAnnouncer({ pageKey }: { pageKey: string }) {
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // HeadSync updates the title in the same commit; read it once that has run.
    const timer = window.setTimeout(() => setMessage(document.title), 50);
    return () => window.clearTimeout(timer);
  }, [pageKey]);
  return (
    <Live aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </Live>
  );
}
