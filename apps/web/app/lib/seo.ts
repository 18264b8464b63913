import type { MetaDescriptor } from 'react-router';

interface SeoData {
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
}

/** The head tags of a page from its loader's `seo` (see i18n/seo.server.ts). */
export function seoTags(seo: SeoData | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: seo.canonical },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
  ];
}
