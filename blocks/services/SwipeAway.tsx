import { useRef, useState, type PointerEvent, type ReactNode } from 'react';

/** How far a toast is dragged sideways before letting go dismisses it, per the spec's toast defaults. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Lets the visitor swipe its content away sideways (a finger, a pen or a mouse): it follows the
 * pointer, fading, and letting go past the threshold calls onDismiss; short of it, it springs back.
 * A press that starts on a button is the button's. Vertical panning stays the page's (touch-action).
 */
export function SwipeAway({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  const from = useRef<{ pointer: number; x: number } | null>(null);
  const [dx, setDx] = useState(0);
  const end = (event: PointerEvent<HTMLDivElement>, dismiss: boolean) => {
    if (from.current?.pointer !== event.pointerId) return;
    const moved = event.clientX - from.current.x;
    from.current = null;
    if (dismiss && Math.abs(moved) >= SWIPE_THRESHOLD_PX) onDismiss();
    else setDx(0);
  };
  return (
    <div
      data-swipe-away=""
      style={{
        touchAction: 'pan-y',
        transform: dx ? `translateX(${dx}px)` : undefined,
        opacity: dx ? Math.max(0.25, 1 - Math.abs(dx) / (SWIPE_THRESHOLD_PX * 4)) : undefined,
        // Following the pointer, it moves with it; let go short of the threshold, it glides back.
        transition: dx ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
      }}
      onPointerDown={(event) => {
        if (!event.isPrimary || event.button !== 0 || (event.target as Element).closest('button')) return;
        from.current = { pointer: event.pointerId, x: event.clientX };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (from.current?.pointer === event.pointerId) setDx(event.clientX - from.current.x);
      }}
      onPointerUp={(event) => end(event, true)}
      onPointerCancel={(event) => end(event, false)}
    >
      {children}
    </div>
  );
}
