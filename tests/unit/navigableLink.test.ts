import { describe, expect, it } from 'vitest';
import { anchorIdOf } from '../../engine/navigation/navigableLink';

describe('anchorIdOf', () => {
  it('decodes a percent-encoded #anchor to the id it names', () => {
    expect(anchorIdOf('#caf%C3%A9')).toBe('café');
    expect(anchorIdOf('#asset-types')).toBe('asset-types');
    expect(anchorIdOf('technology-pillars')).toBe('technology-pillars');
  });

  it('takes an anchor that is not valid percent-encoding as written, instead of throwing', () => {
    expect(anchorIdOf('#%E0')).toBe('%E0');
    expect(anchorIdOf('#50%-off')).toBe('50%-off');
  });
});
