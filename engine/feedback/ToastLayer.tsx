import styled from 'styled-components';
import { srOnly } from '../style/srOnly';
import { ANNOUNCER_IDS } from './toastBus';

const Announcer = styled.div`
  ${srOnly}
`;

/**
 * The toast live regions, in the page from the first byte so a message is announced even before
 * (or without) the toast host. The host itself is mounted by prepareToasts(), outside this tree.
 */
export function ToastLayer() {
  return (
    <>
      <Announcer id={ANNOUNCER_IDS.polite} role="status" aria-live="polite" aria-atomic="true" />
      <Announcer id={ANNOUNCER_IDS.assertive} role="alert" aria-live="assertive" aria-atomic="true" />
    </>
  );
}
