import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';

export type CustomerScreen = 'list' | 'search' | 'info' | 'opportunity' | 'followUp' | 'bind';

/** A customer screen's title and description, and the one namespace its page reads. */
export function customerScreenMeta(request: Request, screen: CustomerScreen) {
  const language = pageLanguage(request);
  return {
    seo: pageSeo(request, 'partner-customers', {
      title: serverMessage(language, 'partner-customers:meta.title', {
        screen: serverMessage(language, `partner-customers:screens.${screen}`),
      }),
    }),
    messages: pageNamespaces('partner-customers'),
  };
}
