import type { HTMLAttributes } from 'react';

type RichTextProps = { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Rich text from our own content API (help articles, news, cases, release notes). The server
 * sanitises it before it stores it and again before it sends it, so it is set as HTML here;
 * nothing a visitor typed reaches this component.
 */
export function RichText({ html, className = '', ...rest }: RichTextProps) {
  return (
    <div
      {...rest}
      className={`rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
