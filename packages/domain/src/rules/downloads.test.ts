import { describe, expect, it } from 'vitest';
import { APP_TILES, canDownloadOn, devicePlatform, tileFor } from './downloads.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('download tiles', () => {
  it('tells the visitor’s platform from the user agent', () => {
    expect(devicePlatform(IPHONE)).toBe('ios');
    expect(devicePlatform(ANDROID)).toBe('android');
    expect(devicePlatform(DESKTOP)).toBe('desktop');
    expect(devicePlatform(undefined)).toBe('desktop');
  });

  it('offers each client package under its tile', () => {
    expect(tileFor({ type: 'ios', download_link: 'https://apps.apple.com/app/x' })).toBe('appStore');
    expect(tileFor({ type: 'android', download_link: 'https://play.google.com/store/apps/details?id=x' })).toBe(
      'googlePlay',
    );
    expect(tileFor({ type: 'android', download_link: 'https://download.example/x.apk' })).toBe('androidPackage');
    expect(tileFor({ type: 'windows', download_link: 'x.exe' })).toBe('windows');
    expect(tileFor({ type: 'macos', download_link: 'x.dmg' })).toBe('mac');
  });

  it('shows only the app tiles on mobile', () => {
    expect([...APP_TILES]).toEqual(['appStore', 'googlePlay', 'androidPackage']);
  });

  it('refuses Google Play and the Android package on iOS, and the App Store on Android (spec §5)', () => {
    expect(canDownloadOn('ios', 'googlePlay')).toBe(false);
    expect(canDownloadOn('ios', 'androidPackage')).toBe(false);
    expect(canDownloadOn('ios', 'appStore')).toBe(true);
    expect(canDownloadOn('android', 'appStore')).toBe(false);
    expect(canDownloadOn('android', 'googlePlay')).toBe(true);
    expect(canDownloadOn('android', 'androidPackage')).toBe(true);
    for (const tile of ['appStore', 'googlePlay', 'androidPackage', 'windows', 'mac'] as const) {
      expect(canDownloadOn('desktop', tile)).toBe(true);
    }
  });
});
