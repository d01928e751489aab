import { describe, expect, it } from 'vitest';
import { iconDrawing, iconImage } from '../../devtools/editor/IconWidget.tsx';

describe("the icon field's drawing of an icon", () => {
  const icons = { 'chart-pie': '<svg aria-hidden="true"><path d="M1 1"/></svg>' };

  it('is the site’s drawing of the icon, as an image address', () => {
    expect(iconDrawing(icons, 'chart-pie')).toBe(iconImage(icons['chart-pie']));
  });

  it.each(['no-such-icon', 'toString', 'constructor', '__proto__', 'valueOf'])(
    'is none for "%s", a name the site’s icons do not have',
    (name) => {
      expect(iconDrawing(icons, name)).toBeUndefined();
    },
  );
});
