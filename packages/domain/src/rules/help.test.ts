import { describe, expect, it } from 'vitest';
import { legacyHelpTarget } from './help.ts';

describe('legacy help addresses (spec §2)', () => {
  it.each([
    ['/help-tallybook', '/help/tallybook'],
    ['/help-tallybook/', '/help/tallybook'],
    ['/help-tallybook/video', '/help/tallybook/video'],
    ['/help-tallybook/manual', '/help/tallybook/doc'],
    ['/help-tallybook/manual/faq-12', '/help/doc/12'],
    ['/help-tallybook/manual/7', '/help/tallybook'],
    ['/help-tallybook/manual/7-31', '/help/tallybook'],
    ['/help-zhj-pro/manual/faq-3', '/help/doc/3'],
    ['/help-tallybook/somewhere/else', '/help/tallybook'],
  ])('sends %s to %s', (from, to) => {
    expect(legacyHelpTarget(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(legacyHelpTarget('/help')).toBeNull();
    expect(legacyHelpTarget('/help/tallybook')).toBeNull();
    expect(legacyHelpTarget('/helpdesk')).toBeNull();
    expect(legacyHelpTarget('/news/help-tallybook')).toBeNull();
  });

  it('sends an alias that cannot be one to the home page', () => {
    expect(legacyHelpTarget('/help-%3Cscript%3E')).toBe('/');
    expect(legacyHelpTarget(`/help-${'a'.repeat(80)}`)).toBe('/');
  });
});
