import { readFileSync } from 'node:fs';
import { FREE_TRIAL_DAYS, HOME_AD_POSITION, LANGUAGES } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { advertisements } from './advertisements.tables.ts';
import { HOME_AD_ALT, seedAdvertisements } from './seed/seed-advertisements.ts';

describe('GET /ommall/srvmall/advertise/info', () => {
  let server: TestApp;
  const ad = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}/ommall/srvmall/advertise/info?${query}`, { headers });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown; msg: string } };
  };

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
    await seedAdvertisements(server.database.handle.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the home banner of product 30 for desktop (69) and mobile (71) in the visitor’s language', async () => {
    const desktop = await ad('productId=30&adPosition=69', { 'accept-language': 'zh-CN' });
    expect(desktop.body).toEqual({
      code: 200,
      data: {
        adImgUrl: '/images/ads/home-banner-desktop.zh-CN.svg',
        adAddress: '/price',
        adAlt: HOME_AD_ALT['zh-CN'],
      },
      msg: 'ok',
    });
    const mobile = await ad('productId=30&adPosition=71&lang=zh-TW');
    expect((mobile.body.data as { adImgUrl: string }).adImgUrl).toBe('/images/ads/home-banner-mobile.zh-TW.svg');
    const arabic = await ad('productId=30&adPosition=69&lang=ar');
    expect((arabic.body.data as { adImgUrl: string }).adImgUrl).toBe('/images/ads/home-banner-desktop.ar.svg');
  });

  it('has the banner in every language the site offers, its picture on disk, and claims only the free trial', async () => {
    for (const language of LANGUAGES) {
      for (const position of Object.values(HOME_AD_POSITION)) {
        const { data } = (await ad(`productId=30&adPosition=${position}&lang=${language}`)).body as {
          data: { adImgUrl: string; adAlt: string };
        };
        expect(data.adImgUrl).toContain(`.${language}.svg`);
        const picture = readFileSync(new URL(`../../../../web/public${data.adImgUrl}`, import.meta.url), 'utf8');
        // what the picture says is what its text alternative says, and both state the domain's trial
        expect(picture).toContain(`aria-label="${data.adAlt}"`);
        expect(data.adAlt).toContain(String(FREE_TRIAL_DAYS));
        // no price cut is claimed: the mall has no promotion to apply at checkout
        expect(data.adAlt).not.toMatch(/%|折|off|خصم/i);
      }
    }
  });

  it('answers null where no ad is in force', async () => {
    expect((await ad('productId=30&adPosition=70')).body).toEqual({ code: 200, data: null, msg: 'ok' });
    await server.database.handle.db.insert(advertisements).values({
      productId: 31,
      position: 1,
      imageUrl: '/x.svg',
      linkUrl: '/',
      startsAt: new Date('2020-01-01T00:00:00Z'),
      endsAt: new Date('2021-01-01T00:00:00Z'),
    });
    expect((await ad('productId=31&adPosition=1')).body.data).toBeNull();
  });

  it('prefers an ad of the visitor’s language to one for every language, and the higher priority', async () => {
    const { db } = server.database.handle;
    const startsAt = new Date('2025-01-01T00:00:00Z');
    await db.insert(advertisements).values([
      { productId: 40, position: 2, lang: null, imageUrl: '/any.svg', linkUrl: '/', priority: 9, startsAt },
      { productId: 40, position: 2, lang: 'en-US', imageUrl: '/en-low.svg', linkUrl: '/', priority: 1, startsAt },
      { productId: 40, position: 2, lang: 'en-US', imageUrl: '/en-high.svg', linkUrl: '/', priority: 5, startsAt },
    ]);
    expect(((await ad('productId=40&adPosition=2&lang=en-US')).body.data as { adImgUrl: string }).adImgUrl).toBe(
      '/en-high.svg',
    );
    expect(((await ad('productId=40&adPosition=2&lang=zh-CN')).body.data as { adImgUrl: string }).adImgUrl).toBe(
      '/any.svg',
    );
  });

  it('refuses a missing or malformed position with 400 in the code envelope', async () => {
    for (const query of ['productId=30', 'productId=x&adPosition=69', 'productId=30&adPosition=-1']) {
      const { status, body } = await ad(query);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
    }
  });
});
