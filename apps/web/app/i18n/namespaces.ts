/** Message catalogues are split by namespace: one JSON file per language and namespace. */
export const NAMESPACES = [
  'common',
  'home',
  'price',
  'download',
  'about',
  'join-agent',
  'intro-ailit',
  'legal',
  'ui',
  'campaign',
  'news',
  'cases',
  'help',
  'login',
  'mall',
  'partner-area',
  'partner-apply',
  'partner-home',
  'partner-customers',
  'partner-devices',
  'partner-income',
  'partner-activation',
  'invite',
  'invite-home',
  'invite-join',
  'invite-terms',
  'invite-detail',
  'invite-share',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Catalogue = { [key: string]: string | Catalogue };
export type Catalogues = Record<Namespace, Catalogue>;
