import styled, { keyframes } from 'styled-components';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 100;
  transform-origin: left;
  background: ${({ theme }) => theme.color.accent500};
  animation: ${grow} 2.5s ease-out forwards;
`;

/** A thin bar at the top while the next page loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  return active ? <Bar role="progressbar" aria-label="Loading page" /> : null;
}
