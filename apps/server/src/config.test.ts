import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on port 3000 with the embedded database under ./data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/lib/tallybook', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/tallybook');
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('sells with 6% VAT inside the price and a 30-minute payment window unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ vatRatePercent: 6, orderPayTimeoutMinutes: 30 });
    expect(loadConfig({ MALL_VAT_RATE_PERCENT: '13', ORDER_PAY_TIMEOUT_MINUTES: '15' })).toMatchObject({
      vatRatePercent: 13,
      orderPayTimeoutMinutes: 15,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes'],
    ['SENTRY_DSN', 'not a url'],
    ['ADMIN_TOKEN', 'short'],
    ['MALL_VAT_RATE_PERCENT', '6.5'],
    ['MALL_VAT_RATE_PERCENT', '-1'],
    ['ORDER_PAY_TIMEOUT_MINUTES', '0'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
