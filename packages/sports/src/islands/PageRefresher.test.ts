import { firstRefreshDelayMs, servedPageAgeMs } from './PageRefresher';

describe('the first refresh of a page served from the page cache', () => {
  const navigation = (name: string, timings: { name: string; duration: number }[]) => ({
    name,
    serverTiming: timings as unknown as PerformanceServerTiming[],
  });

  it('reads the age the cache gave the document, for that page only', () => {
    const href = 'http://localhost/sports';
    expect(servedPageAgeMs(navigation(href, [{ name: 'age', duration: 3200 }]), href)).toBe(3200);
    expect(servedPageAgeMs(navigation(href, [{ name: 'cache', duration: 0 }]), href)).toBe(0);
    // Reached by a client navigation: rendered for the player, whatever the document's age.
    expect(
      servedPageAgeMs(navigation(href, [{ name: 'age', duration: 3200 }]), `${href}/1-FOOT`),
    ).toBe(0);
    expect(servedPageAgeMs(undefined, href)).toBe(0);
    expect(servedPageAgeMs(navigation(href, [{ name: 'age', duration: Number.NaN }]), href)).toBe(
      0,
    );
  });

  it('comes the age sooner, never below zero', () => {
    expect(firstRefreshDelayMs(15_000, 0)).toBe(15_000);
    expect(firstRefreshDelayMs(15_000, 4_000)).toBe(11_000);
    expect(firstRefreshDelayMs(15_000, 40_000)).toBe(0);
    expect(firstRefreshDelayMs(15_000, -5)).toBe(15_000);
  });
});
