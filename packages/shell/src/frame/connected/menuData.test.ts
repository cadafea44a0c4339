import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadFrameData = vi.fn();
const loadSettings = vi.fn();
vi.mock('../../platform/frameData', () => ({ loadFrameData }));
vi.mock('@clem/core/server', () => ({ loadSettings }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'zedbet.test' }),
}));

const { loadMenuData } = await import('./menuData');

const tree = [{ id: 1, description: 'Football' }];

describe('loadMenuData (the menus ask for their data when they first show)', () => {
  const brandBefore = process.env.NEXT_PUBLIC_CLEM_BRAND;
  beforeEach(() => {
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'zedbet';
    loadSettings.mockResolvedValue({ ok: false });
    loadFrameData.mockResolvedValue({
      sections: [{ id: 's' }],
      quickLinks: [{ id: 9 }],
      sportTree: tree,
      subHeaderLinks: [{ id: 'not for the menu' }],
    });
  });
  afterEach(() => {
    if (brandBefore === undefined) delete process.env.NEXT_PUBLIC_CLEM_BRAND;
    else process.env.NEXT_PUBLIC_CLEM_BRAND = brandBefore;
    vi.clearAllMocks();
  });

  it("answers the app's own brand's sections, quick links and tree, and nothing else", async () => {
    await expect(loadMenuData('en')).resolves.toEqual({
      sections: [{ id: 's' }],
      quickLinks: [{ id: 9 }],
      sportTree: tree,
    });
    const [brand, locale, , host] = loadFrameData.mock.calls[0] ?? [];
    expect((brand as { id: string }).id).toBe('zedbet');
    expect(locale).toBe('en');
    expect(host).toBe('zedbet.test');
  });

  it('answers an empty menu for a locale the brand does not offer, without asking', async () => {
    await expect(loadMenuData('xx')).resolves.toEqual({
      sections: [],
      quickLinks: [],
      sportTree: [],
    });
    expect(loadFrameData).not.toHaveBeenCalled();
  });

  it('answers an empty menu when the app has no known brand or the load fails', async () => {
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'nobrand';
    await expect(loadMenuData('en')).resolves.toMatchObject({ sportTree: [] });
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'zedbet';
    loadFrameData.mockRejectedValueOnce(new Error('platform down'));
    await expect(loadMenuData('en')).resolves.toMatchObject({ sportTree: [] });
  });
});
