import type { BrowserContext } from 'playwright-core';
import type { SellBackend } from '../test/product/sellBackend';

/** The fixture providers' https sites and the page name the fixture serves each under. */
const PROVIDER_PAGES: Record<string, string> = {
  'sell.moon.example': 'moonsell',
  'ramp.example': 'rampout',
  'transakt.example': 'transakt',
};

/**
 * Serves the sell providers' https sites (the wallet opens no other) from the fixture backend on
 * 127.0.0.1, so a test can fill and complete the page the wallet opened.
 */
export async function routeProviderPages(context: BrowserContext, backend: SellBackend): Promise<void> {
  await context.route(/^https:\/\/(sell\.moon|ramp|transakt)\.example\//, async (route) => {
    const url = new URL(route.request().url());
    const name = PROVIDER_PAGES[url.host];
    const response = await route.fetch({ url: `${backend.pageBase}/${name}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
}
