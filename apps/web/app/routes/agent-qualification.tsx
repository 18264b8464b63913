import { QualificationPage } from '../features/partner/qualification/QualificationPage';
import { loadQualification } from '../features/partner/qualification/qualification.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-qualification';

// the partner screens stand alone, as spec §2 has them: no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQualification(request, context);
}

// a query of people by name is no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentQualification({ loaderData }: Route.ComponentProps) {
  const { language, keyword, partners, problem } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <QualificationPage language={language} keyword={keyword} partners={partners} problem={problem} />
    </>
  );
}
