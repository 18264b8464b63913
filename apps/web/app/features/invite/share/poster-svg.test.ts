import { describe, expect, it } from 'vitest';
import { escapeXml, posterSvg, readQrSvg, textEms, wrapText } from './poster-svg';

// the shape of the site's /qr.svg (qrcode's SVG renderer)
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M2 2.5h7m2 0h1M2 3.5h1"/></svg>\n';

describe('the share poster image', () => {
  it('reads the QR drawing of /qr.svg and refuses anything else', () => {
    expect(readQrSvg(QR)).toEqual({ size: 29, path: 'M2 2.5h7m2 0h1M2 3.5h1' });
    expect(readQrSvg('<svg viewBox="0 0 29 29"><path stroke="#000000" d="M2 2<script>x</script>"/></svg>')).toBeNull();
    expect(readQrSvg('<svg viewBox="0 0 29 31"><path stroke="#000000" d="M2 2"/></svg>')).toBeNull();
    expect(readQrSvg('<html>not found</html>')).toBeNull();
  });

  it('escapes every text: a nickname cannot become markup', () => {
    expect(escapeXml(`<script>&"'\u0000`)).toBe('&lt;script&gt;&amp;&quot;&apos;');
    const svg = posterSvg({
      language: 'en-US',
      dir: 'ltr',
      qr: { size: 29, path: 'M2 2.5h7' },
      texts: {
        product: 'Tallybook',
        headline: '<img src=x onerror=alert(1)> invites you to Tallybook',
        offer: 'Register and get a ¥30.00 coupon',
        scan: 'Scan to register',
        code: 'Invite code K7M2Q9',
        link: 'https://tallybook.test/invite/register?invite=K7M2Q9&x=1',
      },
    });
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(svg).toContain('invite=K7M2Q9&amp;x=1');
    expect(svg).toContain('<path stroke="#000000" d="M2 2.5h7"/>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1200"')).toBe(true);
  });

  it('draws right to left in Arabic and leaves out the offer when there is none', () => {
    const svg = posterSvg({
      language: 'ar',
      dir: 'rtl',
      qr: { size: 29, path: 'M2 2.5h7' },
      texts: { product: 'Tallybook', headline: 'يدعوك', offer: '', scan: 'امسح', code: 'رمز', link: 'https://t.test' },
    });
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('xml:lang="ar"');
    expect(svg).not.toContain('fill="#ffd166"');
  });

  it('breaks texts into lines that fit: words, Chinese characters, and a long link', () => {
    expect(wrapText('Ming invites you to Tallybook POS', 15, 2)).toEqual(['Ming invites you to', 'Tallybook POS']);
    const chinese = wrapText('明明邀请您使用 Tallybook 收银，一起把生意做好，记账开单库存报表全都有', 15, 2);
    expect(chinese.every((line) => textEms(line) <= 15)).toBe(true);
    expect(chinese).toHaveLength(2);
    expect(chinese[1]?.endsWith('…')).toBe(true);
    const link = wrapText('https://tallybook.test/invite/xh-share/shared?invite=K7M2Q9&invite_programme=xh', 32, 2);
    expect(link.join('')).toBe('https://tallybook.test/invite/xh-share/shared?invite=K7M2Q9&invite_programme=xh');
    expect(link.every((line) => textEms(line) <= 32)).toBe(true);
    // a price's no-break space holds
    const offer = wrapText('سجّل واحصل على قسيمة بقيمة 30.00\u00a0¥CN', 20, 2);
    expect(offer).toHaveLength(2);
    expect(offer[1]?.endsWith('30.00\u00a0¥CN')).toBe(true);
    // cut after a separator, not inside the code
    expect(link[1]).toBe('invite=K7M2Q9&invite_programme=xh');
  });
});
