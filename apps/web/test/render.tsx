import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@tallybook/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type ActionFunction, createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../app/i18n/i18n';
import type { Catalogues } from '../app/i18n/namespaces';
import { I18nProvider } from '../app/i18n/react';

function catalogues(language: Language): Catalogues {
  const folder = path.join(import.meta.dirname, '../app/i18n/locales', language);
  return Object.fromEntries(
    readdirSync(folder).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')),
    ]),
  ) as Catalogues;
}

/**
 * Renders a component in a router at `url`, with the real message catalogues of `language`;
 * `action` answers the component's forms as its route's action would.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    language = 'en-US' as Language,
    url = '/',
    action,
  }: { language?: Language; url?: string; action?: ActionFunction } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui, action }], { initialEntries: [url] });
  return render(
    <I18nProvider i18n={createI18n(language, catalogues(language))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
