import type { HTMLAttributes } from 'react';

type RichTextProps = { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Rich text from our own content API (help articles, news, cases, release notes). The server
 * sanitises it before it stores it and again before it sends it, so it is set as HTML here;
 * nothing a visitor typed reaches this component. Its direction is its own text's (`dir="auto"`):
 * an English fallback inside an Arabic page reads left to right, with its punctuation where it belongs.
 */
export function RichText({ html, className = '', ...rest }: RichTextProps) {
  return (
    <div
      dir="auto"
      {...rest}
      className={`rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
