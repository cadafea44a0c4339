import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  fetchAdverts,
  fetchCouponGroup,
  fetchGcbSeal,
  fetchHtmlWidget,
  fetchOperatorHtml,
  fetchPageLayoutByName,
  fetchPageLayoutForUrl,
  fetchSubmenu,
  fetchTabs,
} from './calls';
import { testPlatformClient } from '../test/platformStub';
import { PlatformError } from './errors';

function clientAnswering(body: string) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, data: body, headers: {}, config, statusText: 'OK' };
  };
  const client = testPlatformClient(adapter, { portalId: '101', pub: 'zedbet' });
  return { client, seen };
}

const layout = JSON.stringify({
  name: 'Default',
  url: '*',
  column_type: 'side_right',
  left_column: [],
  right_column: [{ id: 1, widget_type: 'betslip', widget_id: null }],
  centre_column_bottom: [],
  branding: { branding_header: [{ id: 1 }], favicon_url: '/favicon.ico' },
});

describe('content calls', () => {
  it('ask the spec paths, escaping ids so a value can never change the path', async () => {
    const tabs = clientAnswering('{"sections":[]}');
    await fetchTabs(tabs.client);
    expect(tabs.seen[0]?.url).toBe('/api/tabs');

    const submenu = clientAnswering('{"id":1,"submenu_links":[]}');
    await fetchSubmenu(submenu.client, '1/../x');
    expect(submenu.seen[0]?.url).toBe('/api/submenus/1%2F..%2Fx');

    const byUrl = clientAnswering(layout);
    await fetchPageLayoutForUrl(byUrl.client, '/sports/10001');
    expect(byUrl.seen[0]?.url).toBe('/api/page_layouts');
    expect(byUrl.seen[0]?.params).toMatchObject({ url: '/sports/10001' });

    const byName = clientAnswering(layout);
    await expect(fetchPageLayoutByName(byName.client, 'Default')).resolves.toMatchObject({
      column_type: 'side_right',
    });
    expect(byName.seen[0]?.url).toBe('/api/page_layouts/Default');

    const adverts = clientAnswering('{"id":"top","adverts":[]}');
    await fetchAdverts(adverts.client, 'top', { playerType: 'anonymous' });
    expect(adverts.seen[0]?.url).toBe('/api/adverts/top');
    expect(adverts.seen[0]?.params).toMatchObject({ player_type: 'anonymous' });

    const widget = clientAnswering('{"content":"<p>x</p>"}');
    await fetchHtmlWidget(widget.client, 2);
    expect(widget.seen[0]?.params).toMatchObject({ active: true });

    const footer = clientAnswering('{"slot":"footer_web","content":"","seal_required":true}');
    await fetchOperatorHtml(footer.client, 'footer_web');
    expect(footer.seen[0]?.url).toBe('/api/operator_html/footer_web');

    const seal = clientAnswering('{"token":"abc"}');
    await fetchGcbSeal(seal.client, 'www.zedbet.test');
    expect(seal.seen[0]?.params).toMatchObject({ host: 'www.zedbet.test' });

    const coupons = clientAnswering('{"coupons":[{"id":1,"name":"Top","sport_id":1}]}');
    await fetchCouponGroup(coupons.client, 1);
    expect(coupons.seen[0]?.url).toBe('/api/coupon_groups/1');
  });

  it('turn a body of the wrong shape into a malformed-response error', async () => {
    const { client } = clientAnswering('{"sections":"nope"}');
    await expect(fetchTabs(client)).rejects.toBeInstanceOf(PlatformError);
  });
});
