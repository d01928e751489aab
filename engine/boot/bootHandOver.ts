import type { BootHandOver } from './bootLoader';

/** The window property through which the inline loader hands over to the boot script. */
export const BOOT_HAND_OVER = '__siteBoot';

export interface TakenOver {
  errors: BootHandOver['errors'];
  pressed: BootHandOver['pressed'];
  /** The loader's submit guard stays for the page's life; the boot script hooks into it here. */
  guard: Pick<BootHandOver, 'onHeld'>;
}

/**
 * Takes over from the inline loader (engine/boot/bootLoader.ts): stops its listeners and returns
 * what it kept. Every page has the loader (the build and the development server write the same
 * HTML, scripts/lib/pages/htmlTemplate.ts), and it is what starts this script, so its hand-over is there.
 */
export function takeOverFromLoader(): TakenOver {
  const handOver = (window as unknown as { [BOOT_HAND_OVER]: BootHandOver })[BOOT_HAND_OVER];
  handOver.release();
  delete (window as unknown as Record<string, unknown>)[BOOT_HAND_OVER];
  return { errors: handOver.errors.splice(0), pressed: handOver.pressed.splice(0), guard: handOver };
}

/** Presses again, now that their behaviour is installed, the buttons pressed before the boot script ran. */
export function replayPresses(pressed: Element[]): void {
  for (const button of pressed) {
    if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
  }
}
