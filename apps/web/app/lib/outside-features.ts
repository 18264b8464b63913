import type { OutsideFeatures } from '@tallybook/domain';
import { useRouteLoaderData } from 'react-router';

/** Before the server says otherwise (a page rendered without it), offer nothing that may not work. */
const NOTHING_OFFERED: OutsideFeatures = { wechatLogin: null, officialAccount: false };

/** Which outside services this site offers (the root loader passes the server's word on). */
export function useOutsideFeatures(): OutsideFeatures {
  const root = useRouteLoaderData('root') as { outside?: OutsideFeatures } | undefined;
  return root?.outside ?? NOTHING_OFFERED;
}
